// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A word game in the style of older tutorial code: words are added by pressing Return, the
/// title is set with `navigationBarTitle`, the field turns autocorrection off the old way, and a
/// hint panel opens in an inspector.
struct WordGame: View {
  let rootWord: String
  @State private var guess = ""
  @State private var found: [String] = []
  @State private var complaint: String?
  @State private var showsHints = false
  @State private var boardWidth: CGFloat = 0

  var body: some View {
    NavigationView {
      List {
        Section {
          TextField("Your word", text: $guess)
            .autocapitalization(.none)
            .disableAutocorrection(true)
            .onSubmit(addGuess)
          if let complaint {
            Text(complaint).foregroundColor(.red)
          }
        }
        Section("Found \(found.count)") {
          ForEach(found, id: \.self) { word in
            Label(word, systemImage: "\(word.count).circle")
              .hoverEffect(.highlight)
              .scrollTransition { effect, phase in
                effect.opacity(phase.isIdentity ? 1 : 0.4)
              }
          }
        }
        .listSectionSeparator(.hidden)
        .listRowSeparatorTint(.gray)
      }
      .listStyle(.grouped)
      .listSectionSpacing(.compact)
      .safeAreaPadding(.horizontal, 8)
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.width
      } action: { width in
        boardWidth = width
      }
      .navigationBarTitle(rootWord, displayMode: .inline)
      .navigationBarItems(trailing: Button("Hints") { showsHints = true })
      .inspector(isPresented: $showsHints) {
        Text("Board \(Int(boardWidth)) points wide")
        Button("Close hints") { showsHints = false }
          .inspectorColumnWidth(min: 200, ideal: 260)
      }
      .accentColor(.purple)
    }
    .navigationViewStyle(.stack)
  }

  private func addGuess() {
    let word = guess.lowercased().trimmingCharacters(in: .whitespaces)
    guard word.count > 2 else {
      complaint = "Too short"
      return
    }
    guard !found.contains(word) else {
      complaint = "Already found"
      return
    }
    complaint = nil
    found.insert(word, at: 0)
    guess = ""
  }
}
