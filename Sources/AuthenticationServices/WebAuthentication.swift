import Foundation
import Testing
import ViewProbe

/// Why a web authentication session failed.
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable,
  CustomStringConvertible
{
  /// The reasons (Apple's raw values).
  public enum Code: Int, Sendable {
    /// The user cancelled.
    case canceledLogin = 1
    /// The session was started without a presentation context provider.
    case presentationContextNotProvided = 2
    /// The presentation context was not valid.
    case presentationContextInvalid = 3
  }

  /// The reason.
  public let code: Code

  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// The error's domain.
  public static var errorDomain: String {
    "com.apple.AuthenticationServices.WebAuthenticationSession"
  }

  /// The code, as an `NSError`'s.
  public var errorCode: Int { code.rawValue }

  /// The description, as an `NSError`'s `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

  /// The error as Apple's text names it.
  public var description: String {
    "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)"
  }

  /// The user cancelled.
  public static let canceledLogin = Code.canceledLogin
  /// No presentation context provider.
  public static let presentationContextNotProvided = Code.presentationContextNotProvided
  /// An invalid presentation context.
  public static let presentationContextInvalid = Code.presentationContextInvalid
}

extension ASWebAuthenticationSessionError.Code {
  /// Whether `error` is an `ASWebAuthenticationSessionError` with `code`.
  public static func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
    (error as? ASWebAuthenticationSessionError)?.code == code
  }
}

/// Gives the window a web sign-in is presented over (asked, not used: a harness has one).
@MainActor
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
  /// The window to present over.
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A web sign-in (OAuth): the system's browser sheet shows `url` on the harness's device until
/// the test answers it (`harness.answerWebAuthentication(.redirect(to:))`, `.cancel`); the
/// completion handler then hears the callback URL, or the failure.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  /// What ends a session: a redirect to a URL the callback matches.
  public final class Callback: NSObject, @unchecked Sendable {
    let matches: @Sendable (URL) -> Bool
    let summary: String

    init(summary: String, matches: @escaping @Sendable (URL) -> Bool) {
      self.summary = summary
      self.matches = matches
    }

    /// A redirect to a URL of the app's custom `customScheme`.
    public static func customScheme(_ customScheme: String) -> Callback {
      Callback(summary: "a \(customScheme): URL") {
        $0.scheme?.lowercased() == customScheme.lowercased()
      }
    }

    /// A redirect to an `https` URL on `host` at `path`.
    public static func https(host: String, path: String) -> Callback {
      Callback(summary: "https://\(host)\(path)") {
        $0.scheme == "https" && $0.host == host && $0.path == path
      }
    }

    /// Whether `url` ends the session.
    public func matchesURL(_ url: URL) -> Bool { matches(url) }
  }

  /// Hears the callback URL, or the failure.
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void

  let url: URL
  let callback: Callback?
  private let completionHandler: CompletionHandler
  private var sheet: AuthorizationDevice.WebSheet?
  private var started = false

  /// Gives the window to present over: required (without one, `start()` fails with
  /// `.presentationContextNotProvided`).
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  /// Asks for a browser session that shares no cookies (kept).
  open var prefersEphemeralWebBrowserSession = false
  /// Header fields for the first request (kept).
  open var additionalHeaderFields: [String: String]?

  /// A session showing `url` that ends on a redirect to `callbackURLScheme`.
  public init(
    url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler
  ) {
    self.url = url
    self.callback = callbackURLScheme.map(Callback.customScheme)
    self.completionHandler = completionHandler
  }

  /// A session showing `url` that ends on a redirect `callback` matches.
  public init(url: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
    self.url = url
    self.callback = callback
    self.completionHandler = completionHandler
  }

  /// Whether `start()` can show the session (once per session).
  open var canStart: Bool { !started }

  /// Shows the sheet; `false` when it cannot (started already, or no presentation context
  /// provider: the completion handler then hears `.presentationContextNotProvided`).
  @discardableResult
  open func start() -> Bool {
    guard !started else { return false }
    started = true
    let handler = completionHandler
    let deliver: (Result<URL, ASWebAuthenticationSessionError>) -> Void = { outcome in
      switch outcome {
      case .success(let url): handler(url, nil)
      case .failure(let error): handler(nil, error)
      }
    }
    guard presentationContextProvider != nil else {
      AuthorizationDevice.WebSheet(WebRequest(url: url, callback: callback), deliver: deliver)
        .finish(
          .failure(ASWebAuthenticationSessionError(.presentationContextNotProvided)), later: true)
      return false
    }
    sheet = AuthorizationDevice.presentWeb(
      WebRequest(url: url, callback: callback), deliver: deliver)
    return true
  }

  /// Dismisses the sheet: the completion handler hears `.canceledLogin`.
  open func cancel() {
    sheet?.finish(.failure(ASWebAuthenticationSessionError(.canceledLogin)), later: true)
    sheet = nil
  }
}

/// What a web sign-in sheet shows and what ends it.
struct WebRequest {
  let url: URL
  let callback: ASWebAuthenticationSession.Callback?
}

/// Signs in through a web page from SwiftUI (`@Environment(\.webAuthenticationSession)`): the
/// browser sheet is up on the harness's device until the test answers it; the awaiting task then
/// resumes with the callback URL, or throws `ASWebAuthenticationSessionError.canceledLogin`.
public struct WebAuthenticationSession: Sendable {
  /// Whether the browser shares cookies with the user's browser.
  public struct BrowserSession: Hashable, Sendable {
    let name: String
    /// Shares no cookies or browsing data.
    public static let ephemeral = BrowserSession(name: "ephemeral")
    /// Shares the user's browser's cookies.
    public static let shared = BrowserSession(name: "shared")
  }

  init() {}

  /// Shows `url`; the callback URL the web service redirects to, of `callbackURLScheme`.
  @MainActor
  public func authenticate(
    using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil
  ) async throws -> URL {
    try await AuthorizationDevice.performWeb(
      WebRequest(url: url, callback: .customScheme(callbackURLScheme)))
  }

  /// Shows `url`; the callback URL the web service redirects to, as `callback` matches.
  @MainActor
  public func authenticate(
    using url: URL, callback: ASWebAuthenticationSession.Callback,
    preferredBrowserSession: BrowserSession? = nil, additionalHeaderFields: [String: String]
  ) async throws -> URL {
    try await AuthorizationDevice.performWeb(WebRequest(url: url, callback: callback))
  }
}

extension EnvironmentValues {
  /// Signs in through a web page for the views.
  public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
}

/// How the user ends the web sign-in sheet.
public enum SimulatedWebAuthenticationAnswer: Sendable, Equatable {
  /// The web service redirects to `url` (the callback, with its code or token).
  case redirect(to: URL)
  /// The user cancels: the app hears `ASWebAuthenticationSessionError.canceledLogin`.
  case cancel
}

extension AuthorizationDevice {
  typealias WebSheet = SystemSheet<WebRequest, URL, ASWebAuthenticationSessionError>
}

extension ParentHarness {
  /// The page the web sign-in sheet up on this harness's device shows (`nil` when none is up).
  public var pendingWebAuthenticationURL: URL? {
    _harnessState(AuthorizationDevice.self).pendingWebRequest?.url
  }

  /// Ends the web sign-in sheet as the user and the web service would: the session's completion
  /// runs now, in one update; an awaiting `webAuthenticationSession.authenticate(…)` resumes at
  /// the next `settle()`. A redirect the session's callback does not match (another scheme),
  /// or no sheet up, is recorded as misuse and leaves any sheet up.
  public func answerWebAuthentication(
    _ answer: SimulatedWebAuthenticationAnswer, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch _harnessState(AuthorizationDevice.self).resolveWeb(answer) {
    case .failure(let refusal): _reportMisuse(refusal.message, sourceLocation: sourceLocation)
    case .success(let (sheet, outcome)):
      _perform(sourceLocation: sourceLocation) { sheet.finish(outcome, later: false) }
    }
  }
}
