import Foundation
import Testing
import ViewProbe

/// The styled journal editor: the harness selects words, the app styles them through the
/// selection and reads back what it did by resolving the fonts.
@MainActor
@Suite("Corpus: a styled journal entry", .viewProbe)
struct StyledJournalTests {
  @Test("D01 selecting words counts them; Bold toggles by resolving the selected fonts")
  func boldTogglesOnTheSelection() throws {
    let harness = ParentHarness { JournalEntryEditor() }
    #expect(harness.texts.contains("29 characters"))
    let editor = try harness.find(TextEditor.self)
    editor.selectText("harbour at dawn")
    #expect(harness.texts.contains("3 words selected"))
    try harness.find(button: "Bold").tap()
    #expect(harness.texts.contains("Unbold"))
    // Another selection, half bold: Bold again makes all of it bold.
    editor.selectText("the harbour")
    #expect(harness.texts.contains("Bold"))
    try harness.find(button: "Bold").tap()
    try harness.find(button: "Unbold").tap()
    #expect(harness.texts.contains("Bold"))
    editor.selectText("dawn")
    #expect(harness.texts.contains("Unbold"))
  }
}
