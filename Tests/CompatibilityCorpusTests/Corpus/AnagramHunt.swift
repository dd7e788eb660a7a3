import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A word game as the 100-Days projects write it: a guess counts when it is new, made from the
/// root word's letters and a real word (asked of UIKit's spell checker), with haptics for
/// the outcome, a grouped background in UIKit's system colour, and a link to the app's settings.
struct AnagramHunt: View {
  let rootWord: String
  @State private var guess = ""
  @State private var usedWords: [String] = []
  @State private var complaint: String?

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("Enter your word", text: $guess)
            .textInputAutocapitalization(.never)
            .onSubmit(addWord)
        }
        if let complaint {
          Text(complaint)
            .foregroundStyle(Color(uiColor: .systemRed))
        }
        Section {
          ForEach(usedWords, id: \.self) { word in
            HStack {
              Image(systemName: "\(word.count).circle")
              Text(word)
            }
          }
        }
        Button("Notification settings") {
          if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
          }
        }
      }
      .scrollContentBackground(.hidden)
      .background(Color(.systemGroupedBackground))
      .navigationTitle(rootWord)
    }
  }

  private func addWord() {
    let answer = guess.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    guard answer.count > 2 else { return }
    if usedWords.contains(answer) {
      return reject("Word used already")
    }
    guard isPossible(answer) else { return reject("You can't spell that from \(rootWord)") }
    guard isReal(answer) else { return reject("That isn't a real word") }
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    usedWords.insert(answer, at: 0)
    complaint = nil
    guess = ""
  }

  private func reject(_ message: String) {
    UINotificationFeedbackGenerator().notificationOccurred(.error)
    complaint = message
  }

  private func isPossible(_ word: String) -> Bool {
    var letters = rootWord
    for letter in word {
      guard let position = letters.firstIndex(of: letter) else { return false }
      letters.remove(at: position)
    }
    return true
  }

  private func isReal(_ word: String) -> Bool {
    let checker = UITextChecker()
    let range = NSRange(location: 0, length: word.utf16.count)
    let misspelled = checker.rangeOfMisspelledWord(
      in: word, range: range, startingAt: 0, wrap: false, language: "en")
    return misspelled.location == NSNotFound
  }
}
