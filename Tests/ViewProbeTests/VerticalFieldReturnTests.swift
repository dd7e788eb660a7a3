import Testing
import ViewProbe

/// On the iPhone's keyboard, Return in a `TextField(axis: .vertical)` types a new line: the field
/// is not submitted, and its `onSubmit` does not run (Guide §3, §7).
@MainActor
@Suite("Return in a vertical text field", .viewProbe)
struct VerticalFieldReturnTests {
  @Test("a vertical field is not submitted by Return; its Send button sends")
  func verticalFieldTypesANewLine() throws {
    let harness = ParentHarness { ChatComposer() }
    let message = try harness.find(textField: "Message")
    message.setInput("See you at 8")
    expectIssue(
      startingWith: "submit() on the TextField \"Message\" found a TextField made with axis: "
        + ".vertical: on the iPhone's keyboard its Return key types a new line into it instead "
        + "of submitting it"
    ) { message.submit() }
    #expect(harness.visibleTexts == ["Subject: none", "Subject", "See you at 8", "Send"])
    try harness.find(button: "Send").tap()
    #expect(
      harness.visibleTexts == ["See you at 8", "Subject: none", "Subject", "Message", "Send"])
  }

  @Test("a field of the default axis beside it is submitted as before")
  func horizontalFieldIsSubmitted() throws {
    let harness = ParentHarness { ChatComposer() }
    let subject = try harness.find(textField: "Subject")
    subject.setInput("Dinner")
    subject.submit()
    #expect(harness.visibleTexts == ["Subject: Dinner", "Dinner", "Message", "Send"])
  }
}

/// A chat composer: a one-line subject submitted by Return, and a growing message sent by its
/// button (its onSubmit only runs from a hardware keyboard).
private struct ChatComposer: View {
  @State private var subject = ""
  @State private var savedSubject = "none"
  @State private var draft = ""
  @State private var sent: [String] = []

  var body: some View {
    VStack {
      ForEach(sent, id: \.self) { Text($0) }
      Text("Subject: \(savedSubject)")
      TextField("Subject", text: $subject)
        .onSubmit { savedSubject = subject }
      TextField("Message", text: $draft, axis: .vertical)
        .onSubmit(send)
      Button("Send", action: send)
    }
  }

  private func send() {
    sent.append(draft)
    draft = ""
  }
}
