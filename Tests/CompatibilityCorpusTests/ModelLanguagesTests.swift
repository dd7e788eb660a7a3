#if !canImport(Darwin)
  import Foundation
  import FoundationModels
  import Testing
  import ViewProbe

  /// Says, for each locale, whether the on-device model supports it, as an app decides whether
  /// to offer its assistant.
  private struct LanguageCheck: View {
    let identifiers: [String]

    var body: some View {
      let model = SystemLanguageModel.default
      ForEach(identifiers, id: \.self) { identifier in
        Text("\(identifier) \(model.supportsLocale(Locale(identifier: identifier)) ? "yes" : "no")")
      }
      Text("\(model.supportedLanguages.count) languages")
    }
  }

  @MainActor
  @Suite("The on-device model's languages", .viewProbe)
  struct ModelLanguagesTests {
    @Test("supportsLocale falls back from a region to its language, not across regions or scripts")
    func fallbacks() {
      let harness = ParentHarness {
        LanguageCheck(identifiers: ["en_GB", "pt_BR", "pt_PT", "zh_CN", "zh_TW", "nl_NL"])
      }
      #expect(
        harness.texts == [
          "en_GB yes", "pt_BR yes", "pt_PT no", "zh_CN yes", "zh_TW no", "nl_NL no", "9 languages",
        ])
    }

    @Test("the test sets the device's languages; another harness keeps the default")
    func devicesLanguages() {
      let harness = ParentHarness { LanguageCheck(identifiers: ["nl_NL", "en_US"]) }
      harness.setLanguageModelLanguages([Locale.Language(identifier: "nl")])
      harness.relaunch()
      #expect(harness.texts == ["nl_NL yes", "en_US no", "1 languages"])
      #expect(
        ParentHarness { LanguageCheck(identifiers: ["nl_NL"]) }.texts == [
          "nl_NL no", "9 languages",
        ])
    }
  }
#endif
