#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  /// A UIKit window. Each harness has one, which app code reaches as UIKit code does —
  /// `UIApplication.shared.windows.first?.rootViewController`, a scene's `keyWindow` — while the
  /// harness runs it (an action, an update, a task it started); elsewhere there is none. Its root
  /// view controller stands for the hosting controller of the app's SwiftUI views: what app code
  /// presents on it (a share sheet, an alert) covers the app until it is dismissed
  /// (`ParentHarness.presentedViewController`).
  open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    private var isKey = false

    /// Whether it takes keyboard events (the harness's window is).
    open var isKeyWindow: Bool { isKey }
    /// The scene it is in.
    open var windowScene: UIWindowScene? {
      UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    /// Makes it the key window and shows it.
    open func makeKeyAndVisible() {
      isKey = true
      isHidden = false
    }

    /// The window of the harness whose code runs now.
    static var harnessWindow: UIWindow? {
      ProbeContext.current.systemActions?.window {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return window
      } as? UIWindow
    }
  }

  extension UIViewController {
    /// The controller on top of the ones this one presents, in turn (`nil` when it presents
    /// none).
    var topPresentedViewController: UIViewController? {
      var top = presentedViewController
      while let next = top?.presentedViewController { top = next }
      return top
    }
  }

  extension ViewGraph {
    /// The controller app code presented with UIKit on the harness's window, on top.
    var uiKitPresentedViewController: UIViewController? {
      (systemActions.existingWindow as? UIWindow)?.rootViewController?
        .topPresentedViewController
    }

    /// Why no SwiftUI view takes touches while app code's UIKit presentation is up, or `nil`.
    var uiKitPresentationCovering: String? {
      guard let presented = uiKitPresentedViewController else { return nil }
      return "beneath the \(type(of: presented)) UIKit code presented on the window's root view "
        + "controller: while it is up, the app takes no touches (dismiss it first: "
        + "harness.presentedViewController?.dismiss(animated: true), or tapAlertAction(_:))."
    }

    /// What is on top of the screen while app code's UIKit presentation is up, or `nil`.
    var uiKitPresentedTexts: [String]? {
      uiKitPresentedViewController.map { uiKitTexts(of: $0) }
    }
  }

  /// What a UIKit view hierarchy shows as text, back to front: a label's, a text view's, a field's
  /// text (its placeholder while empty; a secure field's dots are no words), a button's title.
  @MainActor
  func uiKitTexts(of root: UIView) -> [String] {
    var texts: [String] = []
    var stack = [root]
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha > 0 else { continue }
      let shown: String?
      switch view {
      case let label as UILabel: shown = label.text
      case let textView as UITextView: shown = textView.text
      case let field as UITextField:
        let typed = field.text ?? ""
        shown = typed.isEmpty ? field.placeholder : field.isSecureTextEntry ? nil : typed
      case let button as UIButton: shown = button.currentTitle
      case let showing as any _UIKitTextShowing:
        texts += showing._shownTexts
        shown = nil
      default: shown = nil
      }
      if let shown, !shown.isEmpty { texts.append(shown) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return texts
  }

  /// A UIKit view of a stand-in module (a map) that shows texts of its own; `visibleTexts` reads
  /// them. For ViewProbe's stand-ins, not for app code.
  @preconcurrency @MainActor
  public protocol _UIKitTextShowing: UIView {
    /// The texts it shows, in order.
    var _shownTexts: [String] { get }
  }

  /// What a presented controller shows as text: an alert's title, message, fields and actions;
  /// another controller's view.
  @MainActor
  func uiKitTexts(of controller: UIViewController) -> [String] {
    if let alert = controller as? UIAlertController {
      return [alert.title, alert.message].compactMap { $0 }
        + (alert.textFields ?? []).flatMap { uiKitTexts(of: $0) }
        + alert.actions.compactMap(\.title)
    }
    return controller.viewIfLoaded.map { uiKitTexts(of: $0) } ?? []
  }

  extension ParentHarness {
    /// The view controller app code presented with UIKit on the window's root view controller
    /// (`UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)`),
    /// the one on top; `nil` when none is up. While one is up it covers the app: `visibleTexts`
    /// are its texts, and the SwiftUI views take no touches. Dismiss it as UIKit code does
    /// (`presentedViewController?.dismiss(animated: true)`), or for an alert with
    /// `tapAlertAction(_:)`.
    public var presentedViewController: UIViewController? {
      core.flush(at: nil)
      return core.graph.uiKitPresentedViewController
    }

    /// Taps the action titled `title` of the `UIAlertController` app code presented with UIKit:
    /// the alert is dismissed, then the action's handler runs, then one update. No alert up, no
    /// such action, or a disabled one, is a recorded issue.
    public func tapAlertAction(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
      core.flush(at: sourceLocation)
      let query = "tapAlertAction(\"\(title)\")"
      guard let alert = core.graph.uiKitPresentedViewController as? UIAlertController else {
        let presented = core.graph.uiKitPresentedViewController
        return core.reportMisuse(
          "\(query) found no UIAlertController presented by UIKit code on the window"
            + (presented.map { " (a \(type(of: $0)) is up)" } ?? " (nothing is up)"),
          at: sourceLocation)
      }
      guard let action = alert.actions.first(where: { $0.title == title }) else {
        let titles = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
        return core.reportMisuse(
          "\(query) found no such action in the alert \"\(alert.title ?? "")\"; its actions: "
            + titles, at: sourceLocation)
      }
      guard action.isEnabled else {
        return core.reportMisuse(
          "\(query) found the action disabled (isEnabled is false)", at: sourceLocation)
      }
      guard let root = core.graph.root else { return }
      core.perform(at: sourceLocation, from: root) {
        alert.dismiss(animated: true)
        action.handler?(action)
      }
    }
  }
#else
  extension ViewGraph {
    /// App code presents with Apple's UIKit here, which a harness does not see.
    var uiKitPresentationCovering: String? { nil }
    /// App code presents with Apple's UIKit here, which a harness does not see.
    var uiKitPresentedTexts: [String]? { nil }
  }
#endif
