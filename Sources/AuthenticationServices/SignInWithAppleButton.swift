import Foundation
import ViewProbe

/// The Sign in with Apple button: a tap runs `onRequest` with a new request, shows the sheet on
/// the harness's device, and `onCompletion` hears the outcome once the test answers it
/// (`harness.answerAuthorization(.appleID(…))`, `.cancel` …). Found by its title
/// (`harness.find(button: "Sign in with Apple")`).
public struct SignInWithAppleButton: View {
  /// The button's title.
  public struct Label: Hashable, Sendable {
    let title: String
    /// "Sign in with Apple".
    public static let signIn = Label(title: "Sign in with Apple")
    /// "Continue with Apple".
    public static let `continue` = Label(title: "Continue with Apple")
    /// "Sign up with Apple".
    public static let signUp = Label(title: "Sign up with Apple")
  }

  /// The button's colours (not drawn).
  public struct Style: Hashable, Sendable {
    let name: String
    /// White on black.
    public static let black = Style(name: "black")
    /// Black on white.
    public static let white = Style(name: "white")
    /// Black on white, outlined.
    public static let whiteOutline = Style(name: "whiteOutline")
  }

  let label: Label
  let onRequest: (ASAuthorizationAppleIDRequest) -> Void
  let onCompletion: (Result<ASAuthorization, any Error>) -> Void

  /// A button titled `label` that configures its request with `onRequest` and hears the outcome
  /// in `onCompletion`.
  public init(
    _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
  ) {
    self.label = label
    self.onRequest = onRequest
    self.onCompletion = onCompletion
  }

  /// A button with the label's title.
  public var body: some View {
    Button(label.title) {
      let request = ASAuthorizationAppleIDProvider().createRequest()
      onRequest(request)
      let completion = onCompletion
      _ = AuthorizationDevice.present([request]) { completion($0.mapError { $0 }) }
    }
  }
}

extension View {
  /// Sets the colours of the Sign in with Apple buttons inside (not drawn).
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    self
  }
}
