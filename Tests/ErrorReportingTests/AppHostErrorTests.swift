import ErrorReporting
import Testing

@Suite("Error reports")
struct AppHostErrorTests {
    struct Sample: AppHostError {
        var errorCode = "class-not-found"
        var message = "delegate class 'App.AppDelegat' is not in plugin 'libApp.so'"
        var facts: [String] = []
        var remedy = "did you mean 'App.AppDelegate'?"
        var fileLocation: FileLocation?
    }

    @Test func anErrorWithoutASourceLeadsWithItsCode() {
        var error = Sample()
        error.facts = ["the plugin has: App.AppDelegate"]
        #expect(error.report == """
            error[class-not-found]: delegate class 'App.AppDelegat' is not in plugin 'libApp.so'
              the plugin has: App.AppDelegate
              fix: did you mean 'App.AppDelegate'?
            """)
    }

    @Test func anErrorInAFileReadsAsACompilerError() {
        var error = Sample()
        error.fileLocation = FileLocation(file: "Main.storyboard.json", line: 12, column: 5)
        #expect(error.report == "Main.storyboard.json:12:5: error: delegate class 'App.AppDelegat' is not in plugin 'libApp.so'\n  fix: did you mean 'App.AppDelegate'?")
    }

    @Test func aLocationWithoutAFileKeepsTheCodeForm() {
        var error = Sample()
        error.fileLocation = FileLocation(file: nil, line: 3, column: 7)
        #expect(error.report.hasPrefix("error[class-not-found]: "))
        #expect(error.oneLineReport == "3:7: delegate class 'App.AppDelegat' is not in plugin 'libApp.so' (fix: did you mean 'App.AppDelegate'?)")
    }

    @Test func theOneLineFormHasTheMessageAndTheFix() {
        #expect(Sample().oneLineReport == "delegate class 'App.AppDelegat' is not in plugin 'libApp.so' (fix: did you mean 'App.AppDelegate'?)")
    }
}
