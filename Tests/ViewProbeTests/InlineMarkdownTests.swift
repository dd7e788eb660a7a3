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
}
