import Testing
import ViewProbe

/// On iPhone the number, decimal and phone pads have no Return key: a field typed on one is
/// never submitted from the keyboard (Guide §3, §7).
@MainActor
@Suite("Keyboards without a Return key", .viewProbe)
struct KeyboardTypeTests {
  @Test("a field on a decimal pad cannot be submitted; its keyboard toolbar's Done button is how")
  func decimalPadHasNoReturnKey() throws {
    let harness = ParentHarness { TipEntry() }
    let amount = try harness.find(textField: "Amount")
    amount.setInput("42.5")
    expectIssue(
      startingWith: "submit() on the TextField \"Amount\" found it typed on the .decimalPad "
        + "keyboard (keyboardType(.decimalPad) on it or above it), which has no Return key on "
        + "iPhone"
    ) { amount.submit() }
    #expect(harness.visibleTexts == ["42.5", "Tip: none", "Done"])
    try harness.find(button: "Done").tap()
    #expect(harness.visibleTexts == ["42.5", "Tip: 42.5"])
  }

  @Test("a keyboard type set on a form reaches its fields; another keyboard has a Return key")
  func keyboardTypeReachesTheFieldsBelow() throws {
    let harness = ParentHarness { ContactForm() }
    let phone = try harness.find(textField: "Phone")
    phone.setInput("555 0100")
    expectIssue(startingWith: "submit() on the TextField \"Phone\" found it typed on the .phonePad")
    {
      phone.submit()
    }
    let email = try harness.find(textField: "Email")
    email.setInput("ada@example.com")
    email.submit()
    #expect(harness.texts.last == "submitted ada@example.com")
  }
}

/// Takes an amount on a decimal pad; a Done button above the keyboard ends editing.
private struct TipEntry: View {
  @State private var amount = ""
  @State private var tip: String?
  @FocusState private var isEditing: Bool

  var body: some View {
    VStack {
      TextField("Amount", text: $amount)
        .keyboardType(.decimalPad)
        .focused($isEditing)
        .onSubmit { tip = amount }
      Text("Tip: \(tip ?? "none")")
    }
    .toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        Button("Done") {
          tip = amount
          isEditing = false
        }
      }
    }
  }
}

/// A form whose phone pad is set on the form; the e-mail field brings up its own keyboard.
private struct ContactForm: View {
  @State private var phone = ""
  @State private var email = ""
  @State private var submitted = ""

  var body: some View {
    Form {
      TextField("Phone", text: $phone)
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
      Text("submitted \(submitted)")
    }
    .keyboardType(.phonePad)
    .onSubmit { submitted = email }
  }
}
