// Linux has no SafariServices. There, ViewProbe's product includes this stand-in, so that the
// in-app browser an app wraps in a `UIViewControllerRepresentable` compiles unchanged. Nothing
// loads; the controller keeps its settings, and its delegate hears nothing until the test says
// the user tapped Done (`safariViewControllerDidFinish(_:)`).
import Foundation
@_exported import ViewProbe

/// What an in-app browser tells its delegate. Every method has a default.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  /// The user tapped Done.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The first page loaded (or failed to).
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  /// Does nothing unless you implement it.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  /// Does nothing unless you implement it.
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
}

/// Safari inside the app.
open class SFSafariViewController: UIViewController {
  /// How the browser is set up.
  @preconcurrency @MainActor
  open class Configuration: NSObject {
    /// Whether Reader opens when a page has it.
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the page scrolls.
    open var barCollapsingEnabled = true
  }

  /// What the dismiss button says.
  public enum DismissButtonStyle: Int, Sendable {
    /// Done.
    case done
    /// Close.
    case close
    /// Cancel.
    case cancel
  }

  /// The page it opens (ViewProbe's, for tests: Safari does not show it to the app).
  public let initialURL: URL
  /// How it is set up.
  public let configuration: Configuration
  /// Its delegate.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The bars' colour.
  open var preferredBarTintColor: UIColor?
  /// The controls' colour.
  open var preferredControlTintColor: UIColor?
  /// What the dismiss button says.
  open var dismissButtonStyle = DismissButtonStyle.done

  /// A browser opening `url` with `configuration`.
  public init(url URL: URL, configuration: Configuration) {
    initialURL = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// A browser opening `url`.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  /// Not available: a browser needs its page.
  public required init?(coder: NSCoder) { nil }
}
