import Foundation
import Translation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A restaurant menu translated on the device: the language picked re-runs the translation task,
/// a refresh re-runs it for the same languages, and a guest's review opens the system's sheet.
struct MenuTranslator: View {
  let dishes = ["Grilled fish", "Lemon tart"]
  @State private var language = "none"
  @State private var configuration: TranslationSession.Configuration?
  @State private var translated: [String] = []
  @State private var runs = 0
  @State private var review = "Lovely terrace, slow service"
  @State private var showingReview = false

  var body: some View {
    List {
      Picker("Language", selection: $language) {
        Text("Original").tag("none")
        Text("French").tag("fr")
        Text("German").tag("de")
      }
      ForEach(Array(zip(dishes, translated.isEmpty ? dishes : translated)), id: \.0) { dish in
        Text(dish.1)
      }
      Text("Translated \(runs) times")
      Button("Refresh") { configuration?.invalidate() }
      Text(review)
      Button("Translate review") { showingReview = true }
    }
    .onChange(of: language) { _, code in
      guard code != "none" else {
        configuration = nil
        translated = []
        return
      }
      if configuration == nil {
        configuration = .init(
          source: Locale.Language(identifier: "en"), target: .init(identifier: code))
      } else {
        configuration?.target = Locale.Language(identifier: code)
      }
    }
    .translationTask(configuration) { session in
      let requests = dishes.map { TranslationSession.Request(sourceText: $0) }
      guard let responses = try? await session.translations(from: requests) else { return }
      translated = responses.map(\.targetText)
      runs += 1
    }
    .translationPresentation(isPresented: $showingReview, text: review) { translation in
      review = translation
    }
  }
}
