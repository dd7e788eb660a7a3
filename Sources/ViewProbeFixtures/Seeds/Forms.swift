import ViewProbe

/// Preferences edited through a local `@Bindable` (seed 003).
@Observable
public final class AppPreferences {
  /// The account name.
  public var username = ""
  /// Whether to send notifications.
  public var sendNotifications = true

  /// Default preferences.
  public init() {}
}

/// A form over preferences it owns, projecting bindings with `@Bindable` as a local.
public struct PreferencesForm: View {
  @State private var preferences = AppPreferences()

  /// A form with default preferences.
  public init() {}

  /// A field and a toggle bound to the preferences.
  public var body: some View {
    @Bindable var preferences = preferences
    Form {
      TextField("Username", text: $preferences.username)
      Toggle("Notifications", isOn: $preferences.sendNotifications)
    }
  }
}

/// Sign-up details with a derived validity (seed 003).
@Observable
public final class SignUp {
  /// The e-mail address.
  public var email = ""
  /// The password.
  public var password = ""

  /// An empty sign-up.
  public init() {}

  /// Valid once the address has an `@` and the password 8 characters.
  public var isValid: Bool { email.contains("@") && password.count >= 8 }
}

/// A sign-up form whose button is disabled until the details are valid.
public struct SignUpForm: View {
  @State private var signUp = SignUp()
  @State private var submitted = false

  /// An empty form.
  public init() {}

  /// Two fields, and a button enabled by the derived validity.
  public var body: some View {
    @Bindable var signUp = signUp
    Form {
      TextField("Email", text: $signUp.email)
        .keyboardType(.emailAddress)
      SecureField("Password (8+)", text: $signUp.password)
      Button("Create Account") { submitted = true }
        .disabled(!signUp.isValid)
      if submitted { Text("Welcome, \(signUp.email)") }
    }
  }
}
