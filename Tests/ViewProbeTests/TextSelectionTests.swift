import Foundation
import Testing

@testable import ViewProbe

/// Text selections (iOS 18's `TextSelection`, iOS 26's `AttributedTextSelection`): the harness
/// types and selects as a user does, and the app reads the selection and edits through it — a
/// rich-text editor's Bold button, a replacement, an edit that keeps the selection on its words.
@MainActor
@Suite("Text selection and styled-text editing", .viewProbe)
struct TextSelectionTests {
  @Test("D01 a field bound to a selection: typing leaves the caret after it; selectText selects")
  func plainFieldSelection() throws {
    let harness = ParentHarness { SnippetField() }
    #expect(harness.texts.contains("no selection"))
    try harness.find(textField: "Snippet").setInput("hello world")
    #expect(harness.texts.contains("caret at 11"))
    try harness.find(textField: "Snippet").selectText("world")
    #expect(harness.texts.contains("selected world"))
    // Typing replaces the text; the caret ends after the change ("o" → "o!").
    try harness.find(textField: "Snippet").setInput("hello world!")
    #expect(harness.texts.contains("caret at 12"))
  }

  @Test("D01 Bold styles what is selected, run by run; typing after it continues its style")
  func boldTheSelection() throws {
    let harness = ParentHarness { RecipeNoteEditor() }
    #expect(harness.texts.contains("runs: Make the sauce"))
    let editor = try harness.find(TextEditor.self)
    editor.selectText("sauce")
    #expect(harness.texts.contains("selected: sauce"))
    try harness.find(button: "Bold").tap()
    #expect(harness.texts.contains("runs: Make the |sauce*"))
    // The typed characters take the attributes of the character before them.
    editor.setInput("Make the sauce now")
    #expect(harness.texts.contains("runs: Make the |sauce now*"))
    #expect(harness.texts.contains("caret at 18"))
  }

  @Test("D01 Bold at the caret styles what is typed next, not the text around it")
  func boldAtTheCaret() throws {
    let harness = ParentHarness { RecipeNoteEditor() }
    let editor = try harness.find(TextEditor.self)
    editor.setInput("Make the sauce ")
    try harness.find(button: "Bold").tap()
    #expect(harness.texts.contains("runs: Make the sauce "))
    editor.setInput("Make the sauce hot")
    #expect(harness.texts.contains("runs: Make the sauce |hot*"))
  }

  @Test("D01 replaceSelection and transform(updating:) keep the selection where the words are")
  func replaceAndTrackSelection() throws {
    let harness = ParentHarness { RecipeNoteEditor() }
    let editor = try harness.find(TextEditor.self)
    editor.selectText("sauce")
    try harness.find(button: "Number").tap()
    // Text inserted before the selection moves it; it still selects the same word.
    #expect(harness.texts.contains("runs: 1. Make the sauce"))
    #expect(harness.texts.contains("selected: sauce"))
    try harness.find(button: "Bold").tap()
    try harness.find(button: "Tomato").tap()
    // The replacement takes the first selected character's attributes; the caret follows it.
    #expect(harness.texts.contains("runs: 1. Make the |tomato*"))
    #expect(harness.texts.contains("caret at 18"))
  }

  @Test("D01 the app shortens the text under a selection: it is put back inside, nothing traps")
  func selectionKeptInsideShortenedText() throws {
    let harness = ParentHarness { SnippetField() }
    try harness.find(textField: "Snippet").setInput("hello world")
    try harness.find(textField: "Snippet").selectText("world")
    try harness.find(button: "Clear").tap()
    #expect(harness.texts.contains("caret at 0"))
    let styled = ParentHarness { RecipeNoteEditor() }
    try styled.find(TextEditor.self).selectText("sauce")
    try styled.find(button: "Clear").tap()
    #expect(styled.texts.contains("caret at 0"))
    try styled.find(button: "Bold").tap()
    try styled.find(TextEditor.self).setInput("Hot")
    // The Bold set at the caret applies to what is typed there.
    #expect(styled.texts.contains("runs: Hot*"))
  }

  @Test("D01 a styled editor bound to no selection: typing keeps the attributes around it")
  func styledEditorWithoutSelection() throws {
    let harness = ParentHarness { GreetingEditor() }
    #expect(harness.texts.contains("runs: Hello*| there"))
    let editor = try harness.find(TextEditor.self)
    editor.setInput("Hello, there")
    #expect(harness.texts.contains("runs: Hello,*| there"))
    editor.setInput("Hi there")
    #expect(harness.texts.contains("runs: Hi*| there"))
    expectFailure(
      "selectText(\"there\") on the TextEditor at GreetingEditor › TextEditor: it is bound to no "
        + "selection, so the app cannot see what is selected; bind one with "
        + "TextEditor(text:selection:)"
    ) { editor.selectText("there") }
  }

  @Test("selectText without a selection binding, or of absent text, is a recorded misuse")
  func selectTextMisuse() throws {
    let harness = ParentHarness { SnippetField() }
    let plain = try harness.find(textField: "Plain")
    expectFailure(
      "selectText(\"x\") on the TextField \"Plain\": it is bound to no selection, so the app "
        + "cannot see what is selected; bind one with TextField(_:text:selection:)"
    ) { plain.selectText("x") }
    try expectFailure(
      "selectText(\"moon\") on the TextField \"Snippet\": its text \"\" does not contain it"
    ) { try harness.find(textField: "Snippet").selectText("moon") }
  }
}

private struct SnippetField: View {
  @State private var text = ""
  @State private var plain = ""
  @State private var selection: TextSelection?

  var body: some View {
    VStack {
      TextField("Snippet", text: $text, selection: $selection)
      TextField("Plain", text: $plain)
      Button("Clear") { text = "" }
      Text(summary)
    }
  }

  private var summary: String {
    guard let selection, case .selection(let range) = selection.indices else {
      return "no selection"
    }
    // An app guards its own reads: in the update that shortens the text, the selection is
    // still the old one (the field puts it back inside after that update, as on a device).
    guard range.upperBound <= text.endIndex else { return "selection outside the text" }
    if selection.isInsertion {
      return "caret at \(text.distance(from: text.startIndex, to: range.lowerBound))"
    }
    return "selected \(text[range])"
  }
}

/// A recipe note in the style of Apple's iOS 26 rich-text sample: the app styles and edits
/// through the selection.
private struct RecipeNoteEditor: View {
  @State private var text = AttributedString("Make the sauce")
  @State private var selection = AttributedTextSelection()

  var body: some View {
    VStack {
      TextEditor(text: $text, selection: $selection)
      Button("Bold") {
        text.transformAttributes(in: &selection) { $0.font = .body.bold() }
      }
      Button("Tomato") { text.replaceSelection(&selection, withCharacters: "tomato") }
      Button("Clear") { text = AttributedString() }
      Button("Number") {
        text.transform(updating: &selection) {
          $0.insert(AttributedString("1. "), at: $0.startIndex)
        }
      }
      Text("runs: " + runs)
      Text(selectionSummary)
    }
  }

  private var runs: String {
    text.runs.map { run in
      String(text[run.range].characters) + (run.font == nil ? "" : "*")
    }.joined(separator: "|")
  }

  private var selectionSummary: String {
    switch selection.indices(in: text) {
    case .insertionPoint(let index):
      return "caret at \(text.characters.distance(from: text.startIndex, to: index))"
    case .ranges(let ranges):
      return "selected: " + ranges.ranges.map { String(text[$0].characters) }.joined()
    }
  }
}

/// A styled editor with no selection binding: bold "Hello", plain " there".
private struct GreetingEditor: View {
  @State private var text: AttributedString = {
    var hello = AttributedString("Hello")
    hello.font = .body.bold()
    return hello + AttributedString(" there")
  }()

  var body: some View {
    TextEditor(text: $text)
    Text(
      "runs: "
        + text.runs.map { run in
          String(text[run.range].characters) + (run.font == nil ? "" : "*")
        }.joined(separator: "|"))
  }
}
