import Foundation
import SwiftUI

// A vocabulary trainer: a splash screen while the deck loads, cards whose answer is revealed by
// its colour, a hint section that opens by giving its frame a height, and a privacy cover while
// the app is in the app switcher.

struct VocabCard: Identifiable, Hashable {
  let id: Int
  let word: String
  let meaning: String
  let example: String
}

@MainActor
@Observable
final class VocabDeck {
  var cards: [VocabCard] = []
  var isLoading = true
  var known: Set<Int> = []

  func load() async {
    try? await Task.sleep(for: .milliseconds(5))
    cards = [
      VocabCard(id: 1, word: "la ventana", meaning: "the window", example: "Abre la ventana."),
      VocabCard(id: 2, word: "el puente", meaning: "the bridge", example: "Cruzamos el puente."),
    ]
    isLoading = false
  }
}

struct VocabCardsApp: View {
  @State private var deck = VocabDeck()
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    ZStack {
      NavigationStack {
        List(deck.cards) { card in
          VocabCardRow(card: card, isKnown: deck.known.contains(card.id)) {
            deck.known.insert(card.id)
          }
        }
        .navigationTitle("Spanish")
      }
      if deck.isLoading {
        ZStack {
          Color(.systemBackground)
            .ignoresSafeArea()
          VStack(spacing: 12) {
            ProgressView()
            Text("Shuffling your deck…")
          }
        }
        .transition(.opacity)
      }
    }
    .overlay {
      if scenePhase != .active {
        Rectangle()
          .fill(Color.white)
          .ignoresSafeArea()
      }
    }
    .task { await deck.load() }
  }
}

struct VocabCardRow: View {
  let card: VocabCard
  let isKnown: Bool
  var onKnown: @MainActor () -> Void
  @State private var isRevealed = false
  @State private var showsExample = false

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(card.word)
        .font(.title3.bold())
      Text(card.meaning)
        .foregroundStyle(isRevealed ? Color.secondary : Color.clear)
      HStack {
        Button(isRevealed ? "Hide" : "Reveal") { isRevealed.toggle() }
        Button("Example") {
          withAnimation(.snappy) { showsExample.toggle() }
        }
        Spacer()
        Button(isKnown ? "Known" : "I know it", action: onKnown)
          .disabled(isKnown)
      }
      .buttonStyle(.borderless)
      Text(card.example)
        .italic()
        .frame(height: showsExample ? nil : 0, alignment: .top)
        .clipped()
    }
    .padding(.vertical, 4)
  }
}
