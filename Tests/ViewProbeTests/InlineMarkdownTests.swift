import Testing

@testable import ViewProbe

/// A `Text` made from a string literal shows its inline Markdown rendered, as SwiftUI's does;
/// interpolated values and `verbatim:` texts are never parsed.
@MainActor
@Suite("Inline Markdown in Text")
struct InlineMarkdownTests {
  @Test(
    "markup is rendered; text that only looks like markup stays as written",
    arguments: [
      ("**Total:** 3", "Total: 3"),
      ("*one* and _two_", "one and two"),
      ("__strong__ ***both***", "strong both"),
      ("~~gone~~ kept", "gone kept"),
      ("`a*b*c` code", "a*b*c code"),
      ("see [the docs](https://example.com)", "see the docs"),
      ("[**bold** link](https://example.com)", "bold link"),
      ("snake_case_name", "snake_case_name"),
      ("5 * 3 = 15", "5 * 3 = 15"),
      ("a*b", "a*b"),
      ("\\*literal\\*", "*literal*"),
      ("unclosed **bold", "unclosed **bold"),
      ("~one tilde~", "~one tilde~"),
      ("(parenthesised) [bracketed]", "(parenthesised) [bracketed]"),
    ])
  func rendersLiterals(source: String, shown: String) {
    #expect(Text(LocalizedStringKey(source)).string == shown)
  }

  @Test("interpolated values are not parsed; the literal around them is")
  func interpolationIsNotParsed() {
    let name = "**Ada**"
    let count = 3
    #expect(Text("**Hello**, \(name)").string == "Hello, **Ada**")
    #expect(Text("\(name) has *\(count)* items").string == "**Ada** has 3 items")
    #expect(Text("\(name)").string == "**Ada**")
    let drink = "café ☕️ *hot*"
    #expect(Text("\(drink) — **\(count)** — \(name)").string == "café ☕️ *hot* — 3 — **Ada**")
    #expect(Text(verbatim: "**raw**").string == "**raw**")
    #expect(Text(name).string == "**Ada**")
  }

  @Test("Text(.init(string)) makes a key of a string value, so its Markdown is rendered")
  func keyFromAStringValueIsParsed() {
    let note = "**Due** _today_"
    #expect(Text(.init(note)).string == "Due today")
    #expect(Text(note).string == "**Due** _today_")
  }

  @Test("a harness lists the rendered text, and finds a button by it")
  func harnessSeesRenderedText() throws {
    let harness = ParentHarness {
      VStack {
        Text("**Note:** saved")
        Button("**Save**") {}
      }
    }
    #expect(harness.texts == ["Note: saved", "Save"])
    _ = try harness.find(button: "Save")
  }

  @Test(
    "^[…](inflect: true) makes the noun after a count agree with it (English)",
    arguments: [
      (1, "cup", "1 cup"), (2, "cup", "2 cups"), (0, "cup", "0 cups"),
      (3, "person", "3 people"), (2, "glass", "2 glasses"), (2, "berry", "2 berries"),
      (2, "day", "2 days"), (4, "new message", "4 new messages"),
      (2, "cup of coffee", "2 cups of coffee"), (5, "sheep", "5 sheep"),
      (2, "Box", "2 Boxes"), (1000, "step", "1000 steps"),
    ])
  func inflectsCounts(count: Int, noun: String, shown: String) {
    #expect(Text("^[\(count) \(noun)](inflect: true)").string == shown)
  }

  @Test("an attributed span shows its text; a caret that is escaped or interpolated stays")
  func attributedSpansAndCarets() {
    #expect(Text("Drink ^[\(1.5) cup](inflect: true) today").string == "Drink 1.5 cups today")
    #expect(Text("^[2 cup](morphology: {partOfSpeech: \"noun\"})").string == "2 cup")
    #expect(Text("\\^[a](b)").string == "^a")
    let raw = "^[2 cup](inflect: true)"
    #expect(Text("\(raw)").string == raw)
    #expect(Text("x^2 and [y](z)").string == "x^2 and y")
  }

  @Test("a stepper titled with an inflected count is found by what it shows")
  func inflectedStepperTitle() throws {
    let harness = ParentHarness { CoffeeCounter() }
    try harness.find(stepper: "1 cup").increment()
    #expect(harness.texts == ["2 cups"])
    _ = try harness.find(stepper: "2 cups")
  }
}

private struct CoffeeCounter: View {
  @State private var cups = 1

  var body: some View {
    Stepper("^[\(cups) cup](inflect: true)", value: $cups, in: 1...20)
  }
}
