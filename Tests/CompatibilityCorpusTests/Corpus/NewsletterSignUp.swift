import Foundation
import Observation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A sign-up form's model as many apps write one: the email and the password checked with format
/// predicates (`SELF MATCHES` a regular expression), the name against a list of taken ones.
@Observable
final class NewsletterForm {
  var email = ""
  var password = ""
  var name = ""
  let takenNames = ["admin", "root"]

  var emailIsValid: Bool {
    let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
    return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email)
  }

  var passwordIsStrong: Bool {
    NSPredicate(format: "SELF MATCHES %@", "^(?=.*[A-Z])(?=.*[0-9]).{8,}$")
      .evaluate(with: password)
  }

  var nameIsTaken: Bool {
    takenNames.contains { NSPredicate(format: "SELF ==[c] %@", $0).evaluate(with: name) }
  }

  var canSubmit: Bool { emailIsValid && passwordIsStrong && !name.isEmpty && !nameIsTaken }
}

/// The form: each field says what is wrong with it, and the button waits for all of them.
struct NewsletterSignUp: View {
  @State private var form = NewsletterForm()
  @State private var joined = false

  var body: some View {
    Form {
      TextField("Name", text: $form.name)
      if form.nameIsTaken { Text("That name is taken") }
      TextField("Email", text: $form.email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
      if !form.email.isEmpty && !form.emailIsValid { Text("Enter a valid email") }
      SecureField("Password", text: $form.password)
      if !form.password.isEmpty && !form.passwordIsStrong {
        Text("Use 8 characters with a capital and a digit")
      }
      Button("Join") { joined = true }
        .disabled(!form.canSubmit)
      if joined { Text("Welcome, \(form.name)!") }
    }
  }
}
