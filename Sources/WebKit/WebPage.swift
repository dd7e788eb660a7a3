// iOS 26's SwiftUI web view and its observable page. No page loads (as with `WKWebView` here): a
// page keeps the URL it was asked for and its history; a load's sequence of navigation events ends
// at once without events, and `title` stays empty.
import Foundation
import Observation
import ViewProbe

/// A web page a `WebView` shows: observable, as SwiftUI views read it.
@MainActor @Observable
public final class WebPage {
  /// What a navigation went through.
  public enum NavigationEvent: Hashable, Sendable {
    /// It started.
    case startedProvisionalNavigation
    /// The server redirected it.
    case receivedServerRedirect
    /// Content began to arrive.
    case committed
    /// It finished.
    case finished
  }

  /// The page's URL (the one asked for).
  public private(set) var url: URL?
  /// The page's title (empty: nothing loads).
  public private(set) var title = ""
  /// Whether it is loading (never).
  public private(set) var isLoading = false
  /// How far it has loaded.
  public private(set) var estimatedProgress = 0.0
  /// The HTML last given to `load(html:baseURL:)` (ViewProbe's, for tests).
  public private(set) var htmlString: String?
  @ObservationIgnored private var backList: [URL] = []

  /// An empty page.
  public init() {}

  /// Asks for `request`'s page: it becomes `url`. The events end at once (nothing loads).
  @discardableResult
  public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> {
    load(request.url)
  }

  /// Asks for `url`'s page (`nil`: the sequence throws).
  @discardableResult
  public func load(_ url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
    guard let url else {
      return AsyncThrowingStream { $0.finish(throwing: URLError(.badURL)) }
    }
    if let current = self.url { backList.append(current) }
    self.url = url
    return AsyncThrowingStream { $0.finish() }
  }

  /// Shows `html` as the page.
  @discardableResult
  public func load(html: String, baseURL: URL = URL(string: "about:blank")!)
    -> AsyncThrowingStream<NavigationEvent, any Error>
  {
    htmlString = html
    return load(baseURL)
  }

  /// Reloads the page (nothing loads).
  @discardableResult
  public func reload() -> AsyncThrowingStream<NavigationEvent, any Error> {
    AsyncThrowingStream { $0.finish() }
  }

  /// Stops loading.
  public func stopLoading() {}

  /// Runs JavaScript in the page: there is none, so this throws.
  public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws
    -> Any?
  {
    throw URLError(.resourceUnavailable)
  }
}

/// A view that shows a web page (nothing is drawn; no page loads).
public struct WebView: View {
  /// The page it shows.
  public let page: WebPage?
  /// The URL it shows, when made with one.
  public let url: URL?

  /// A web view showing `url`.
  public init(url: URL?) {
    self.url = url
    page = nil
  }

  /// A web view showing `page`.
  public init(_ page: WebPage) {
    self.page = page
    url = nil
  }

  /// Nothing is drawn.
  public var body: some View { EmptyView() }

  /// Whether swipes go back and forward.
  public struct BackForwardNavigationGesturesBehavior: Hashable, Sendable {
    let name: String
    /// As the view chooses (enabled).
    public static let automatic = BackForwardNavigationGesturesBehavior(name: "automatic")
    /// Enabled.
    public static let enabled = BackForwardNavigationGesturesBehavior(name: "enabled")
    /// Disabled.
    public static let disabled = BackForwardNavigationGesturesBehavior(name: "disabled")
  }
}

nonisolated extension View {
  /// Sets whether swipes in web views go back and forward (kept; nothing swipes).
  public func webViewBackForwardNavigationGestures(
    _ value: WebView.BackForwardNavigationGesturesBehavior
  ) -> some View { self }
}
