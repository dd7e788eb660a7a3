import Foundation
import Testing
import Translation
import ViewProbe

/// Assigns a configuration equal to the one it has, or invalidates it.
private struct RetranslatingView: View {
  @State private var configuration: TranslationSession.Configuration? = .init(
    target: Locale.Language(identifier: "fr"))
  @State private var text = ""
  @State private var runs = 0

  var body: some View {
    Text("\(text), \(runs) runs")
      .translationTask(configuration) { session in
        text = (try? await session.translate("Hello"))?.targetText ?? "-"
        runs += 1
      }
    Button("Same languages") { configuration = .init(target: Locale.Language(identifier: "fr")) }
    Button("Again") { configuration?.invalidate() }
  }
}

@MainActor
@Suite("MenuTranslator: translation tasks run as their configuration says", .viewProbe)
struct MenuTranslatorTests {
  private let english = Locale.Language(identifier: "en")

  private func translator() -> ParentHarness<MenuTranslator> {
    let harness = ParentHarness { MenuTranslator() }
    harness.setTranslations(
      [
        "Grilled fish": "Poisson grillé", "Lemon tart": "Tarte au citron",
        "Lovely terrace, slow service": "Belle terrasse, service lent",
      ],
      from: english, to: Locale.Language(identifier: "fr"))
    harness.setTranslations(
      ["Grilled fish": "Gegrillter Fisch", "Lemon tart": "Zitronentarte"], from: english,
      to: Locale.Language(identifier: "de"))
    return harness
  }

  @Test("H07 no configuration, no task; a configuration runs it; a new target runs it again")
  func h07_configurationDrivesTheTask() async throws {
    let harness = translator()
    await harness.settle()
    #expect(harness.texts.contains("Translated 0 times"))
    try harness.find(picker: "Language").select("fr")
    await harness.settle()
    #expect(harness.visibleTexts.contains("Poisson grillé"))
    #expect(harness.visibleTexts.contains("Translated 1 times"))
    try harness.find(picker: "Language").select("de")
    await harness.settle()
    #expect(harness.visibleTexts.contains("Zitronentarte"))
    #expect(harness.visibleTexts.contains("Translated 2 times"))
  }

  @Test("H07 invalidate() runs the task again with the same languages")
  func h07_invalidateRunsAgain() async throws {
    let harness = translator()
    try harness.find(picker: "Language").select("fr")
    await harness.settle()
    try harness.find(button: "Refresh").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Translated 2 times"))
  }

  @Test("H07 an equal configuration assigned again does not run the task again")
  func h07_equalConfigurationKeepsTheTask() async throws {
    let harness = ParentHarness { RetranslatingView() }
    harness.setTranslations(["Hello": "Bonjour"], to: Locale.Language(identifier: "fr"))
    await harness.settle()
    #expect(harness.texts.contains("Bonjour, 1 runs"))
    try harness.find(button: "Same languages").tap()
    await harness.settle()
    #expect(harness.texts.contains("Bonjour, 1 runs"))
    try harness.find(button: "Again").tap()
    await harness.settle()
    #expect(harness.texts.contains("Bonjour, 2 runs"))
  }

  @Test("the system sheet shows the translation and replaces the text when asked")
  func systemSheetReplaces() async throws {
    let harness = translator()
    try harness.find(button: "Translate review").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Belle terrasse, service lent"))
    try harness.find(button: "Replace with Translation").tap()
    #expect(harness.visibleTexts.contains("Belle terrasse, service lent"))
    #expect(!harness.visibleTexts.contains("Lovely terrace, slow service"))
    #expect(harness.findAll(button: "Done").isEmpty)
  }
}
