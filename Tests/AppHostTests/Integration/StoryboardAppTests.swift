import Testing

/// The storyboard gallery (`Tests/AppHostTests/Storyboards/Gallery`, plugin `StoryboardProbe`) and
/// the Counter example, run by the real `apphost`: the exact callbacks of each transition, and the
/// view tree after it.
@Suite("Storyboard-driven apps")
struct StoryboardAppTests {
    static let gallery = "Tests/AppHostTests/Storyboards/Gallery"

    private func runGallery(_ events: [String]) async throws -> AppHostHarness.Outcome {
        _ = try await PluginBuilds.plugin("StoryboardProbe")
        let outcome = try await AppHostHarness.run(["run", Self.gallery], events: events, snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.hostRecords(named: "issue").isEmpty, "unexpected issues: \(outcome.hostRecords(named: "issue"))")
        return outcome
    }

    static let launchedTree = """
        Window (0, 0, 390, 844)
          View <TabBarController> (0, 0, 390, 844)
            View <NavigationController> (0, 0, 390, 795)
              NavigationBar (0, 0, 390, 44)
                Button (8, 0, 96, 44) #navigation.back hidden
                Label (112, 0, 166, 44) text="Home"
              View <StoryboardProbe.HomeViewController> (0, 44, 390, 751)
                Label (20, 20, 350, 30) #title text="Home, with 1 embedded" id="homeTitle"
                Button (20, 60, 170, 44) #push title="Push"
                Button (200, 60, 170, 44) #present title="Present"
                View (20, 120, 350, 100) id="statsContainer"
                  Label <StoryboardProbe.StatsViewController> (0, 0, 350, 100) text="Stats"
            TabBar (0, 795, 390, 49)
              Button (0, 0, 195, 49) #tab.0 title="Browse"
              Button (195, 0, 195, 49) #tab.1 title="Settings"
        """

    /// The storyboard is built before `willFinishLaunching`, children before their containers;
    /// views load when the window is shown, the embed segue runs before the home scene's
    /// `viewDidLoad`, and appearance reaches the tab, the navigation controller's top, and the
    /// embedded child.
    @Test func launchSequence() async throws {
        let outcome = try await runGallery([#"{"event":"snapshot","label":"launched"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.detailedStory() == [
            "vc StoryboardProbe.HomeViewController.awakeFromStoryboard()",
            "vc StoryboardProbe.HomeViewController.willMove(toParent:)",
            "vc StoryboardProbe.HomeViewController.didMove(toParent:)",
            "vc NavigationController.awakeFromStoryboard()",
            "vc StoryboardProbe.SettingsViewController.awakeFromStoryboard()",
            "vc NavigationController.willMove(toParent:)",
            "vc NavigationController.didMove(toParent:)",
            "vc StoryboardProbe.SettingsViewController.willMove(toParent:)",
            "vc StoryboardProbe.SettingsViewController.didMove(toParent:)",
            "vc TabBarController.awakeFromStoryboard()",
            "state notRunning -> inactive",
            "app StoryboardProbe.ProbeDelegate.application(_:willFinishLaunchingWithOptions:)",
            "app StoryboardProbe.ProbeDelegate.application(_:didFinishLaunchingWithOptions:)",
            "vc TabBarController.loadView()",
            "vc NavigationController.loadView()",
            "vc StoryboardProbe.HomeViewController.loadView()",
            "view View.awakeFromStoryboard()",
            "view Label.awakeFromStoryboard()",
            "view Button.awakeFromStoryboard()",
            "view Button.awakeFromStoryboard()",
            "view View.awakeFromStoryboard()",
            "vc StoryboardProbe.StatsViewController.awakeFromStoryboard()",
            "vc StoryboardProbe.HomeViewController.prepare(for:sender:) segue=embedStats destination=StoryboardProbe.StatsViewController",
            "vc StoryboardProbe.StatsViewController.willMove(toParent:)",
            "vc StoryboardProbe.StatsViewController.loadView()",
            "view Label.awakeFromStoryboard()",
            "vc StoryboardProbe.StatsViewController.viewDidLoad()",
            "vc StoryboardProbe.StatsViewController.didMove(toParent:)",
            "vc StoryboardProbe.HomeViewController.viewDidLoad()",
            "vc NavigationController.viewDidLoad()",
            "vc TabBarController.viewDidLoad()",
            "vc TabBarController.viewWillAppear(_:)",
            "vc NavigationController.viewWillAppear(_:)",
            "vc StoryboardProbe.HomeViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.StatsViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.StatsViewController.viewDidAppear(_:)",
            "vc StoryboardProbe.HomeViewController.viewDidAppear(_:)",
            "vc NavigationController.viewDidAppear(_:)",
            "vc TabBarController.viewDidAppear(_:)",
            "state inactive -> active",
            "app StoryboardProbe.ProbeDelegate.applicationDidBecomeActive(_:)",
            "host snapshot launched",
            "app StoryboardProbe.ProbeDelegate.applicationWillTerminate(_:)",
            "state active -> notRunning",
        ])
        #expect(outcome.hostRecords(named: "mainStoryboard").first?["initial"] as? String == "HostKit.TabBarController")
        #expect(outcome.snapshotsByLabel["launched"] == Self.launchedTree)
    }

    /// A push hands the detail scene its message in `prepare(for:sender:)`, loads it, and swaps
    /// the appearance of the two tops; the back button pops it again.
    @Test func pushThenPopWithPrepareForSegue() async throws {
        let outcome = try await runGallery([
            #"{"event":"activate","identifier":"push"}"#, #"{"event":"snapshot","label":"pushed"}"#,
            #"{"event":"activate","identifier":"navigation.back"}"#, #"{"event":"snapshot","label":"popped"}"#,
            #"{"event":"terminate"}"#,
        ])
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "push""#) == [
            "vc StoryboardProbe.HomeViewController.shouldPerformSegue(withIdentifier:sender:) segue=pushDetail",
            "vc StoryboardProbe.DetailViewController.awakeFromStoryboard()",
            "vc StoryboardProbe.HomeViewController.prepare(for:sender:) segue=pushDetail destination=StoryboardProbe.DetailViewController",
            "vc StoryboardProbe.DetailViewController.willMove(toParent:)",
            "vc StoryboardProbe.DetailViewController.loadView()",
            "view View.awakeFromStoryboard()",
            "view Label.awakeFromStoryboard()",
            "vc StoryboardProbe.DetailViewController.viewDidLoad()",
            "vc StoryboardProbe.HomeViewController.viewWillDisappear(_:)",
            "vc StoryboardProbe.StatsViewController.viewWillDisappear(_:)",
            "vc StoryboardProbe.DetailViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.StatsViewController.viewDidDisappear(_:)",
            "vc StoryboardProbe.HomeViewController.viewDidDisappear(_:)",
            "vc StoryboardProbe.DetailViewController.viewDidAppear(_:)",
            "vc StoryboardProbe.DetailViewController.didMove(toParent:)",
        ])
        #expect(outcome.snapshotsByLabel["pushed"] == """
            Window (0, 0, 390, 844)
              View <TabBarController> (0, 0, 390, 844)
                View <NavigationController> (0, 0, 390, 795)
                  NavigationBar (0, 0, 390, 44)
                    Button (8, 0, 96, 44) #navigation.back title="Home"
                    Label (112, 0, 166, 44) text="Detail"
                  View <StoryboardProbe.DetailViewController> (0, 44, 390, 751)
                    Label (20, 20, 350, 30) #message text="Hello from Home (push 1)" id="message"
                TabBar (0, 795, 390, 49)
                  Button (0, 0, 195, 49) #tab.0 title="Browse"
                  Button (195, 0, 195, 49) #tab.1 title="Settings"
            """)
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "navigation.back""#) == [
            "vc StoryboardProbe.DetailViewController.willMove(toParent:)",
            "vc StoryboardProbe.DetailViewController.viewWillDisappear(_:)",
            "vc StoryboardProbe.HomeViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.StatsViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.DetailViewController.viewDidDisappear(_:)",
            "vc StoryboardProbe.StatsViewController.viewDidAppear(_:)",
            "vc StoryboardProbe.HomeViewController.viewDidAppear(_:)",
            "vc StoryboardProbe.DetailViewController.didMove(toParent:)",
        ])
        #expect(outcome.snapshotsByLabel["popped"] == Self.launchedTree)
    }

    /// Presenting takes the whole tab bar interface off screen; the modal's own action dismisses it.
    @Test func modalPresentThenDismiss() async throws {
        let outcome = try await runGallery([
            #"{"event":"activate","identifier":"present"}"#, #"{"event":"snapshot","label":"presented"}"#,
            #"{"event":"activate","identifier":"close"}"#, #"{"event":"snapshot","label":"dismissed"}"#,
            #"{"event":"terminate"}"#,
        ])
        let fullInterface = ["TabBarController", "NavigationController", "StoryboardProbe.HomeViewController", "StoryboardProbe.StatsViewController"]
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "present""#) == [
            "vc StoryboardProbe.HomeViewController.shouldPerformSegue(withIdentifier:sender:) segue=presentModal",
            "vc StoryboardProbe.ModalViewController.awakeFromStoryboard()",
            "vc StoryboardProbe.HomeViewController.prepare(for:sender:) segue=presentModal destination=StoryboardProbe.ModalViewController",
            "vc StoryboardProbe.ModalViewController.loadView()",
            "view View.awakeFromStoryboard()",
            "view Button.awakeFromStoryboard()",
            "vc StoryboardProbe.ModalViewController.viewDidLoad()",
        ] + fullInterface.map { "vc \($0).viewWillDisappear(_:)" } + [
            "vc StoryboardProbe.ModalViewController.viewWillAppear(_:)",
        ] + fullInterface.reversed().map { "vc \($0).viewDidDisappear(_:)" } + [
            "vc StoryboardProbe.ModalViewController.viewDidAppear(_:)",
        ])
        #expect(outcome.snapshotsByLabel["presented"] == """
            Window (0, 0, 390, 844)
              View <StoryboardProbe.ModalViewController> (0, 0, 390, 844)
                Button (20, 20, 100, 44) #close title="Close"
            """)
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "close""#) == [
            "vc StoryboardProbe.ModalViewController.close",
            "vc StoryboardProbe.ModalViewController.viewWillDisappear(_:)",
        ] + fullInterface.map { "vc \($0).viewWillAppear(_:)" } + [
            "vc StoryboardProbe.ModalViewController.viewDidDisappear(_:)",
        ] + fullInterface.reversed().map { "vc \($0).viewDidAppear(_:)" })
        #expect(outcome.snapshotsByLabel["dismissed"] == Self.launchedTree)
    }

    /// Switching tabs loads the second storyboard's scene (a storyboard reference) and swaps the
    /// appearance of the two tabs; its switch sends a nil-targeted action up the responder chain.
    @Test func tabSwitchAndNilTargetedAction() async throws {
        let outcome = try await runGallery([
            #"{"event":"activate","identifier":"tab.1"}"#, #"{"event":"activate","identifier":"sound"}"#,
            #"{"event":"snapshot","label":"settings"}"#, #"{"event":"terminate"}"#,
        ])
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "tab.1""#) == [
            "vc StoryboardProbe.SettingsViewController.loadView()",
            "view StackView.awakeFromStoryboard()",
            "view Switch.awakeFromStoryboard()",
            "view Label.awakeFromStoryboard()",
            "vc StoryboardProbe.SettingsViewController.viewDidLoad()",
            "vc NavigationController.viewWillDisappear(_:)",
            "vc StoryboardProbe.HomeViewController.viewWillDisappear(_:)",
            "vc StoryboardProbe.StatsViewController.viewWillDisappear(_:)",
            "vc StoryboardProbe.SettingsViewController.viewWillAppear(_:)",
            "vc StoryboardProbe.StatsViewController.viewDidDisappear(_:)",
            "vc StoryboardProbe.HomeViewController.viewDidDisappear(_:)",
            "vc NavigationController.viewDidDisappear(_:)",
            "vc StoryboardProbe.SettingsViewController.viewDidAppear(_:)",
        ])
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "sound""#) == [
            "vc StoryboardProbe.SettingsViewController.toggleSound",
        ])
        #expect(outcome.snapshotsByLabel["settings"] == """
            Window (0, 0, 390, 844)
              View <TabBarController> (0, 0, 390, 844)
                StackView <StoryboardProbe.SettingsViewController> (0, 0, 390, 795)
                  Switch (0, 0, 390, 31) #sound on id="sound"
                  Label (0, 39, 390, 756) #status text="Sound on" id="status"
                TabBar (0, 795, 390, 49)
                  Button (0, 0, 195, 49) #tab.0 title="Browse"
                  Button (195, 0, 195, 49) #tab.1 title="Settings"
            """)
    }

    /// The embedded child is created and prepared while its parent's view loads, before the
    /// parent's `viewDidLoad`, and it appears and disappears with its parent.
    @Test func embedSegueRunsBeforeViewDidLoad() async throws {
        let outcome = try await runGallery([#"{"event":"terminate"}"#])
        let story = outcome.detailedStory(kinds: ["vc"])
        let prepare = try #require(story.firstIndex(of: "vc StoryboardProbe.HomeViewController.prepare(for:sender:) segue=embedStats destination=StoryboardProbe.StatsViewController"))
        let childAdded = try #require(story.firstIndex(of: "vc StoryboardProbe.StatsViewController.didMove(toParent:)"))
        let parentLoaded = try #require(story.firstIndex(of: "vc StoryboardProbe.HomeViewController.viewDidLoad()"))
        #expect(story.firstIndex(of: "vc StoryboardProbe.HomeViewController.loadView()")! < prepare)
        #expect(prepare < childAdded && childAdded < parentLoaded)
        #expect(!story.contains { $0.hasPrefix("vc StoryboardProbe.HomeViewController.shouldPerformSegue") })
        #expect(outcome.snapshotsByLabel["exit"]?.contains("Label <StoryboardProbe.StatsViewController> (0, 0, 350, 100) text=\"Stats\"") == true)
    }

    /// Backgrounding gives no appearance callbacks; returning gives none either.
    @Test func backgroundingSendsNoAppearanceCallbacks() async throws {
        let outcome = try await runGallery([#"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        let story = outcome.detailedStory(kinds: ["vc"])
        let active = try #require(story.firstIndex(of: "state inactive -> active"))
        #expect(story[active...].filter { $0.hasPrefix("vc ") }.isEmpty)
    }

    /// The Counter example: three taps count to three, the detail screen shows the count it was
    /// prepared with, and the unwind segue resets the counter.
    @Test func counterExampleCountsAndUnwinds() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let tour = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/tour.jsonl"), encoding: .utf8)
        let outcome = try await AppHostHarness.run(["run", "Examples/Counter"], events: tour.split(separator: "\n").map(String.init), snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.snapshotsByLabel["counted to 3"]?.contains(#"Label (20, 80, 350, 60) #count text="3""#) == true)
        #expect(outcome.snapshotsByLabel["details pushed"]?.contains(#"Label (20, 80, 350, 60) #summary text="You counted 3 times.""#) == true)
        #expect(outcome.snapshotsByLabel["started over"]?.contains(#"Label (20, 80, 350, 60) #count text="0""#) == true)
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "startOver""#, kinds: ["vc"]) == [
            "vc CounterApp.DetailViewController.startOver",
            "vc CounterApp.DetailViewController.prepare(for:sender:) segue=backToCounter destination=CounterApp.CounterViewController",
            "vc CounterApp.CounterViewController.unwindToCounter",
            "vc CounterApp.DetailViewController.willMove(toParent:)",
            "vc CounterApp.DetailViewController.viewWillDisappear(_:)",
            "vc CounterApp.CounterViewController.viewWillAppear(_:)",
            "vc CounterApp.DetailViewController.viewDidDisappear(_:)",
            "vc CounterApp.CounterViewController.viewDidAppear(_:)",
            "vc CounterApp.DetailViewController.didMove(toParent:)",
        ])
    }

    /// `--layout-direction right-to-left` runs the app as in a right-to-left language: the
    /// Counter's horizontal stack puts its first button, "+1", on the right, and the navigation
    /// bar its back button; a bad value is
    /// refused with status 64, naming the option.
    @Test func aRightToLeftLaunchFlipsTheCountersButtons() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let events = [#"{"event":"snapshot","label":"launched"}"#, #"{"event":"terminate"}"#]
        let outcome = try await AppHostHarness.run(["run", "Examples/Counter", "--layout-direction", "right-to-left"], events: events, snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let lines = outcome.snapshots.split(separator: "\n")
        #expect(lines.contains { $0.contains("#increment") && $0.contains("(180, 0, 170, 44)") }, "\(outcome.snapshots)")
        #expect(lines.contains { $0.contains("#reset") && $0.contains("(0, 0, 170, 44)") }, "\(outcome.snapshots)")
        // The navigation bar's back button is at its leading edge, the right one.
        #expect(lines.contains { $0.contains("#navigation.back") && $0.contains("(286, 0, 96, 44)") }, "\(outcome.snapshots)")

        let refused = try await AppHostHarness.run(["run", "Examples/Counter", "--layout-direction", "sideways"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--layout-direction"))
    }
}
