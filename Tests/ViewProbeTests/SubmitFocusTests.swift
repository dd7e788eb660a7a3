import Testing
import ViewProbe

/// Return is pressed in the field being typed into: `submit()` on a field that is not focused
/// taps into it first, so an `onSubmit` that reads the focus state sees that field (H08).
@MainActor
@Suite("Submitting a field focuses it first", .viewProbe)
struct SubmitFocusTests {
  @Test("H08: submit() on a prefilled field sees it focused in onSubmit, and focus moves on")
  func h08_submitFocusesThePrefilledField() throws {
    let harness = ParentHarness { SignInForm(email: "ada@example.com") }
    let email = try harness.find(textField: "Email")
    #expect(!email.isFocused)
    email.submit()
    #expect(try harness.find(secureField: "Password").isFocused)
    #expect(harness.visibleTexts.last == "signed out")
  }

  @Test("H08: submit() on a field other than the one typed into acts for the submitted field")
  func h08_submitActsForTheSubmittedField() throws {
    let harness = ParentHarness { SignInForm(email: "") }
    let email = try harness.find(textField: "Email")
    let password = try harness.find(secureField: "Password")
    password.setInput("hunter2")
    email.setInput("ada@example.com")
    #expect(email.isFocused)
    password.submit()
    #expect(harness.visibleTexts.last == "signed in as ada@example.com")
    #expect(!email.isFocused && !password.isFocused)
  }
}

/// A sign-in form whose Return key moves from the e-mail to the password, then signs in.
private struct SignInForm: View {
  enum Field: Hashable { case email, password }

  @State var email: String
  @State private var password = ""
  @State private var signedIn: String?
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .focused($focus, equals: .email)
      SecureField("Password", text: $password)
        .focused($focus, equals: .password)
      Text(signedIn.map { "signed in as \($0)" } ?? "signed out")
    }
    .onSubmit {
      switch focus {
      case .email: focus = .password
      case .password:
        signedIn = email
        focus = nil
      case nil: break
      }
    }
  }
}
