// Linux has no WebKit. There, ViewProbe's product includes this stand-in, so that the web view
// an app wraps in a `UIViewRepresentable` compiles unchanged. No page loads: a web view keeps
// what it was asked to show (`url`, its back and forward history, the HTML string) and its
// delegates hear nothing, as no navigation ever starts.
import Foundation
@_exported import ViewProbe

/// A navigation a web view started.
@preconcurrency @MainActor
open class WKNavigation: NSObject {}

/// What a navigation asks for.
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
  /// The request.
  open private(set) var request: URLRequest

  init(request: URLRequest) {
    self.request = request
    super.init()
  }
}

/// Whether a navigation may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
  /// It may not.
  case cancel
  /// It may.
  case allow
}

/// What a web view tells its navigation delegate (nothing, here: no navigation starts). Every
/// method has a default, as WebKit's optional methods do.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
  /// A navigation started.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  /// A navigation finished.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  /// A navigation failed.
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  /// A navigation failed before it committed.
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error)
  /// Whether a navigation may go ahead.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
  /// Does nothing unless you implement it.
  public func webView(
    _ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!
  ) {}
  /// Does nothing unless you implement it.
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  /// Does nothing unless you implement it.
  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
  ) {}
  /// Does nothing unless you implement it.
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {}
  /// Allows it unless you implement it.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
}

/// What a web view asks its UI delegate (nothing, here).
@preconcurrency @MainActor
public protocol WKUIDelegate: NSObjectProtocol {}

/// A web view's preferences.
@preconcurrency @MainActor
open class WKPreferences: NSObject {
  /// Whether JavaScript may open windows.
  open var javaScriptCanOpenWindowsAutomatically = false
  /// The smallest font size.
  open var minimumFontSize: CGFloat = 0
}

/// Preferences for the pages a web view shows.
@preconcurrency @MainActor
open class WKWebpagePreferences: NSObject {
  /// Whether pages may run JavaScript.
  open var allowsContentJavaScript = true
}

/// The scripts and message handlers of a web view's pages.
@preconcurrency @MainActor
open class WKUserContentController: NSObject {}

/// How a web view is set up.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
  /// Its preferences.
  open var preferences = WKPreferences()
  /// Its pages' scripts.
  open var userContentController = WKUserContentController()
  /// Whether videos play in the page.
  open var allowsInlineMediaPlayback = false
  /// Preferences for its pages.
  open var defaultWebpagePreferences = WKWebpagePreferences()
}

/// A web view, as an app wraps it in a `UIViewRepresentable`. No page loads: `load(_:)` keeps the
/// request's URL as `url` (and the one before in its back history), `loadHTMLString(_:baseURL:)`
/// keeps the HTML, and the delegates hear nothing.
open class WKWebView: UIView {
  /// How it was set up.
  public let configuration: WKWebViewConfiguration
  /// Its navigation delegate.
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// Its UI delegate.
  open weak var uiDelegate: (any WKUIDelegate)?
  /// Whether swipes go back and forward.
  open var allowsBackForwardNavigationGestures = false
  /// The user agent to send.
  open var customUserAgent: String?
  /// Whether Safari's Web Inspector may inspect it.
  open var isInspectable = false
  /// Its scroll view.
  open private(set) lazy var scrollView = UIScrollView()
  /// The URL shown (or asked for).
  open private(set) var url: URL?
  /// The HTML last given to `loadHTMLString(_:baseURL:)`.
  open private(set) var htmlString: String?
  /// The page's title (none: nothing loads).
  open var title: String? { nil }
  /// Whether a page is loading (never: nothing loads).
  open var isLoading: Bool { false }
  /// How far the page has loaded.
  open var estimatedProgress: Double { 0 }
  private var backList: [URL] = []
  private var forwardList: [URL] = []

  /// A web view with `configuration`.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
  }

  /// A web view with the default configuration.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  /// A web view from an archive.
  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
  }

  /// Asks for `request`'s page: it becomes `url`.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    go(to: request.url)
  }

  /// Shows `string` as the page.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    htmlString = string
    return go(to: baseURL)
  }

  /// Shows the file at `url`.
  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    go(to: url)
  }

  private func go(to destination: URL?) -> WKNavigation {
    if let url { backList.append(url) }
    forwardList.removeAll()
    url = destination
    return WKNavigation()
  }

  /// Whether there is a page to go back to.
  open var canGoBack: Bool { !backList.isEmpty }
  /// Whether there is a page to go forward to.
  open var canGoForward: Bool { !forwardList.isEmpty }

  /// Goes back a page.
  @discardableResult
  open func goBack() -> WKNavigation? {
    guard let previous = backList.popLast() else { return nil }
    if let url { forwardList.append(url) }
    url = previous
    return WKNavigation()
  }

  /// Goes forward a page.
  @discardableResult
  open func goForward() -> WKNavigation? {
    guard let next = forwardList.popLast() else { return nil }
    if let url { backList.append(url) }
    url = next
    return WKNavigation()
  }

  /// Reloads the page.
  @discardableResult
  open func reload() -> WKNavigation? { WKNavigation() }

  /// Stops loading.
  open func stopLoading() {}

  /// Runs `javaScriptString` in the page: there is none, so `completionHandler` gets an error.
  open func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil, URLError(.resourceUnavailable))
  }
}
