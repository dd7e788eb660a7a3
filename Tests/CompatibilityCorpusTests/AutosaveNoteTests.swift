import Testing
import ViewProbe

/// The autosaving note: each text the user leaves reaches the save loop at the next `settle()`,
/// and the loop, waiting for the next change, does not hold `settle()` up.
@MainActor
@Suite("Corpus: a note saved through Observations", .viewProbe)
struct AutosaveNoteTests {
  @Test("C09 a typed text is saved once the task has run; the waiting loop ends with the view")
  func typedTextIsSaved() async throws {
    let harness = ParentHarness { AutosaveNote() }
    await harness.settle()
    #expect(harness.texts.contains("Not saved"))
    try harness.find(textField: "Note").setInput("Buy milk")
    await harness.settle()
    #expect(harness.texts.contains("Saved 1×"))
    try harness.find(textField: "Note").setInput("Buy milk and eggs")
    await harness.settle()
    #expect(harness.texts.contains("Saved 2×"))
  }
}
