import Foundation
import Testing
import ViewProbe

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  /// What app code presents with UIKit on the window's root view controller — the iOS 13–15 way to
  /// show a share sheet or an alert from SwiftUI — covers the app until it is dismissed.
  @MainActor
  @Suite("UIKit presentations from SwiftUI code", .viewProbe)
  struct UIKitPresentationTests {
    @Test("H01 a share sheet presented on the root view controller covers the app until dismissed")
    func h01_shareSheetOnTheRootViewControllerCoversTheApp() throws {
      let harness = ParentHarness { NameCard() }
      #expect(harness.presentedViewController == nil)
      try harness.find(button: "Share").tap()
      let sheet = try #require(harness.presentedViewController as? UIActivityViewController)
      #expect(sheet.activityItems.first as? String == "Ada")
      #expect(harness.visibleTexts.isEmpty)
      expectIssue(
        startingWith: "tap() on the Button \"Share\" found it beneath the UIActivityViewController"
      ) {
        try? harness.find(button: "Share").tap()
      }
      sheet.dismiss(animated: true)
      #expect(harness.presentedViewController == nil)
      #expect(harness.visibleTexts == ["Ada", "Share", "Share twice", "Rename"])
    }

    @Test("H03 a UIAlertController shows its texts; an action dismisses it and runs its handler")
    func h03_alertControllerActions() throws {
      let harness = ParentHarness { NameCard() }
      try harness.find(button: "Rename").tap()
      #expect(harness.visibleTexts == ["Rename", "Choose a new name", "Name", "Cancel", "Save"])
      let alert = try #require(harness.presentedViewController as? UIAlertController)
      alert.textFields?.first?.insertText("Grace")
      #expect(harness.visibleTexts.contains("Grace"))
      harness.tapAlertAction("Save")
      #expect(harness.presentedViewController == nil)
      #expect(harness.visibleTexts == ["Grace", "Share", "Share twice", "Rename"])
      expectIssue(startingWith: "tapAlertAction(\"Save\") found no UIAlertController") {
        harness.tapAlertAction("Save")
      }
      try harness.find(button: "Rename").tap()
      expectIssue(startingWith: "tapAlertAction(\"Delete\") found no such action") {
        harness.tapAlertAction("Delete")
      }
      harness.tapAlertAction("Cancel")
      #expect(harness.visibleTexts.first == "Grace")
    }

    @Test("presenting on a controller that presents one already logs UIKit's warning")
    func presentingTwiceWarns() throws {
      let harness = ParentHarness { NameCard() }
      try harness.find(button: "Share twice").tap()
      #expect(harness.presentedViewController is UIActivityViewController)
      harness.expectWarning("Attempt to present")
    }

    @Test("UIKit's crashes are recorded issues: a view inside itself, a presentation cycle")
    func uiKitCrashesAreRecorded() {
      let outer = UIView()
      let inner = UILabel()
      outer.addSubview(inner)
      expectIssue(startingWith: "<UILabel") { inner.addSubview(outer) }
      #expect(outer.superview == nil && inner.subviews.isEmpty)
      let first = UIViewController()
      let second = UIViewController()
      first.present(second, animated: false)
      expectIssue(startingWith: "<UIViewController") { second.present(first, animated: false) }
      expectIssue(startingWith: "<UIViewController") {
        UIViewController().present(second, animated: false)
      }
      #expect(first.presentedViewController === second && second.presentedViewController == nil)
    }

    @Test("outside a harness's code there is no window; each harness has its own")
    func eachHarnessHasItsOwnWindow() throws {
      #expect(UIApplication.shared.windows.isEmpty)
      let first = ParentHarness { NameCard() }
      let second = ParentHarness { NameCard() }
      try first.find(button: "Share").tap()
      #expect(first.presentedViewController != nil)
      #expect(second.presentedViewController == nil)
    }
  }

  private struct NameCard: View {
    @State private var name = "Ada"

    var body: some View {
      VStack {
        Text(name)
        Button("Share") {
          let sheet = UIActivityViewController(activityItems: [name], applicationActivities: nil)
          UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
        }
        Button("Share twice") {
          let root = UIApplication.shared.windows.first?.rootViewController
          root?.present(
            UIActivityViewController(activityItems: [name], applicationActivities: nil),
            animated: true)
          root?.present(UIViewController(), animated: true)
        }
        Button("Rename") {
          let alert = UIAlertController(
            title: "Rename", message: "Choose a new name", preferredStyle: .alert)
          alert.addTextField { field in field.placeholder = "Name" }
          alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
          alert.addAction(
            UIAlertAction(title: "Save", style: .default) { _ in
              name = alert.textFields?.first?.text ?? name
            })
          let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
          scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }
      }
    }
  }
#endif
