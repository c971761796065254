extension Application {
    /// Lets go of the interface of a plugin generation that is being replaced, without any
    /// callback: the old generation has handed its state over and runs no more code. Its windows
    /// and controllers go when nothing else holds them.
    package func releaseInterface() {
        windows.removeAll()
        keyWindow = nil
        firstResponder = nil
        isInterfaceShown = false
        touchTracker.forgetInterface()
        // A scroll view still decelerating would call the old generation's delegate each frame.
        DisplayLink.stopAll()
    }
}
