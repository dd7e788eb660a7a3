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

/// UIKit's Sign in with Apple button, for representables: a control whose actions run when a
/// test sends them (`button.sendActions(for: .touchUpInside)`); it shows no text.
open class ASAuthorizationAppleIDButton: UIControl {
  /// The button's title.
  public enum ButtonType: Int, Sendable {
    /// "Sign in with Apple".
    case signIn = 0
    /// "Continue with Apple".
    case `continue` = 1
    /// "Sign up with Apple".
    case signUp = 2
    /// The system's choice ("Sign in with Apple").
    public static let `default` = ButtonType.signIn
  }

  /// The button's colours (not drawn).
  public enum Style: Int, Sendable {
    /// Black on white.
    case white = 0
    /// Black on white, outlined.
    case whiteOutline = 1
    /// White on black.
    case black = 2
  }

  /// The title.
  public let buttonType: ButtonType
  /// The colours.
  public let buttonStyle: Style
  /// The corner radius (kept, not drawn).
  open var cornerRadius: CGFloat = 6

  /// A button of `type` in `style`.
  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    buttonType = type
    buttonStyle = style
    super.init(frame: .zero)
  }

  /// A button of `type` in `style`.
  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }

  /// A "Sign in with Apple" button, black.
  public convenience init() {
    self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
  }

  /// A "Sign in with Apple" button, black (from an archive).
  public required init?(coder: NSCoder) {
    buttonType = .signIn
    buttonStyle = .black
    super.init(coder: coder)
  }
}
