import Foundation
import Testing

/// `apphost port` on a small UIKit app written here the way Xcode 11's template and a developer
/// write one: a scene delegate, an Info.plist scene manifest, a storyboard, an outlet and a
/// zero-argument action.
@Suite("apphost port", .serialized)
struct PortCommandTests {
    static let appDelegate = """
        import UIKit

        @main
        public class AppDelegate: UIResponder, UIApplicationDelegate {
            public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                    options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """
    static let sceneDelegate = """
        import UIKit
        import MapKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        """
    static let controller = """
        import UIKit

        public class CounterViewController: UIViewController {
            @IBOutlet weak var countLabel: UILabel!
            var count = 0

            @IBAction func increment() {
                count += 1
                countLabel.text = "\\(count)"
            }
        }

        """
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>UIApplicationSceneManifest</key>
          <dict>
            <key>UIApplicationSupportsMultipleScenes</key><false/>
            <key>UISceneConfigurations</key>
            <dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
              <key>UISceneConfigurationName</key><string>Default Configuration</string>
              <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
              <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array></dict>
          </dict>
        </dict></plist>

        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="cnt-vc-001">
            <scenes>
                <scene sceneID="sc1-ff-001">
                    <objects>
                        <viewController id="cnt-vc-001" customClass="CounterViewController" customModule="Counter_iOS" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cnt-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="0" id="lbl-ff-001">
                                        <rect key="frame" x="20" y="80" width="350" height="40"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-ff-001">
                                        <rect key="frame" x="20" y="140" width="350" height="44"/>
                                        <state key="normal" title="+1"/>
                                        <connections>
                                            <action selector="increment" destination="cnt-vc-001" eventType="touchUpInside" id="act-ff-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="countLabel" destination="lbl-ff-001" id="out-ff-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func portsTheSourcesStoryboardAndManifestAndReportsTheRest() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Counter")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        let files = ["AppDelegate.swift": Self.appDelegate, "SceneDelegate.swift": Self.sceneDelegate, "CounterViewController.swift": Self.controller,
                     "Info.plist": Self.infoPlist, "Base.lproj/Main.storyboard": Self.storyboard, "Extra.xib": "<document/>"]
        for (name, text) in files { try text.write(to: source.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let package = folder.appendingPathComponent("Ported")
        let outcome = try await AppHostHarness.run(["port", source.path, "--out", package.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("ported 3 Swift files and 1 storyboard into \(package.path) (module Counter)"), "\(outcome.standardOutput)")
        let warnings = outcome.standardError.split(separator: "\n").map { $0.replacingOccurrences(of: source.path + "/", with: "") }
        #expect(warnings.contains("SceneDelegate.swift:2:8: warning: framework MapKit is not provided by AppHost; code that uses it will not compile"))
        #expect(warnings.contains("SceneDelegate.swift:4:7: warning: SceneDelegate, the scene delegate, must be public (with a public init() and public protocol methods) for apphost to create it by name"))
        #expect(warnings.contains("Extra.xib:1:1: warning: .xib files are not converted: move the view into a storyboard, or build it in code"))
        func read(_ path: String) throws -> String { try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8) }
        #expect(try read("Sources/Counter/CounterViewController.swift") == """
            import HostKit
            import Foundation

            public class CounterViewController: ViewController {
                @Outlet var countLabel: Label
                var count = 0

                @IBAction func increment(_ sender: Any) {
                    count += 1
                    countLabel.text = "\\(count)"
                }
            }

            """)
        #expect(try read("Sources/Counter/AppDelegate.swift").contains("import Foundation\n\npublic class AppDelegate: Responder, ApplicationDelegate {"))
        #expect(try read("app.json") == """
            {
              "format": 1,
              "plugin": ".build/debug/libCounter.so",
              "delegate": "Counter.AppDelegate",
              "scenes": {
                "supportsMultipleScenes": false,
                "configurations": [
                  { "name": "Default Configuration", "delegate": "Counter.SceneDelegate", "storyboard": "Main" }
                ]
              }
            }

            """)
        let storyboard = try read("Main.storyboard.json")
        #expect(storyboard.contains("\"Counter.CounterViewController\"") && storyboard.contains("\"increment\""), "\(storyboard)")
        let manifest = try read("Package.swift")
        #expect(manifest.contains("let appHostCheckout = \(String(reflecting: AppHostHarness.repositoryRoot.standardizedFileURL.path))"), "\(manifest)")
        #expect(manifest.contains(".plugin(name: \"IBActions\", package: appHostPackage)"))
        // The source folder is not changed.
        #expect(try String(contentsOf: source.appendingPathComponent("CounterViewController.swift"), encoding: .utf8) == Self.controller)
    }

    @Test func refusesANonEmptyOutputFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try "x".write(to: folder.appendingPathComponent("out/keep.txt"), atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["port", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(outcome.status == 73)
        #expect(outcome.standardError.contains("already exists and is not empty"))
    }
}
