import Foundation

// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A code-guessing game in the style of course code: an `@Observable` model passed as a `let`,
/// a custom geometry effect that shakes the guess row on a bad guess, an animatable ring shape
/// showing the attempts used, custom transitions and animations declared as static members.
struct CodeGuessView: View {
  let game: CodeGuessGame
  @State private var selection = 0
  @State private var rejected = 0

  var body: some View {
    VStack {
      GuessRing(fraction: game.usedFraction)
        .stroke(.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        .frame(width: 44, height: 44)
        .overlay {
          SolvedArc(end: .degrees(360 * game.usedFraction), clockwise: false)
            .stroke(.green.opacity(0.4), lineWidth: 2)
        }
      ScrollView {
        if !game.isOver {
          PegRow(pegs: game.guess, selection: $selection)
            .transaction { $0.animation = nil }
            .modifier(RowShake(shakes: rejected))
        }
        ForEach(game.attempts.indices.reversed(), id: \.self) { index in
          PegRow(pegs: game.attempts[index])
            .transition(.attempt(game.isOver))
        }
        .padding(.horizontal)
      }
      .scrollClipDisabled()
      if !game.isOver {
        HStack {
          ForEach(CodeGuessGame.colors, id: \.self) { color in
            Button(color) { choose(color) }
          }
          Button("Guess", action: guess)
        }
        .padding()
        .ignoresSafeArea(.all, edges: .bottom)
        .background(.background)
        .transition(.pegChooser)
      } else {
        Text("Solved in \(game.attempts.count)")
        Button("Play again") { game.restart() }
      }
    }
    .navigationBarTitleDisplayMode(.inline)
  }

  func choose(_ color: String) {
    game.guess[selection] = color
    selection = (selection + 1) % game.guess.count
  }

  func guess() {
    guard !game.guess.contains("") else {
      withAnimation(.linear(duration: 0.4)) { rejected += 1 }
      return
    }
    withAnimation(.guess) {
      game.attempt()
      selection = 0
    }
  }
}

/// One row of pegs; the selected one, if any, is marked.
struct PegRow: View {
  let pegs: [String]
  var selection: Binding<Int>?

  var body: some View {
    HStack {
      ForEach(pegs.indices, id: \.self) { index in
        Text(pegs[index].isEmpty ? "·" : pegs[index])
          .monospaced()
          .overlay {
            if selection?.wrappedValue == index {
              Capsule().strokeBorder(.blue, lineWidth: 2)
            }
          }
          .onTapGesture { selection?.wrappedValue = index }
      }
    }
  }
}

/// The game: a secret code, the guess being built, and the attempts so far.
@Observable
final class CodeGuessGame {
  static let colors = ["red", "green", "blue"]
  let secret: [String]
  var guess: [String]
  var attempts: [[String]] = []

  init(secret: [String]) {
    self.secret = secret
    guess = Array(repeating: "", count: secret.count)
  }

  var isOver: Bool { attempts.last == secret }
  var usedFraction: Double { Double(attempts.count) / 10 }

  func attempt() {
    attempts.append(guess)
    guess = Array(repeating: "", count: secret.count)
  }

  /// Starts over, animated: model code calls `withAnimation` too.
  func restart() {
    withAnimation(.easeOut) {
      attempts.removeAll()
    } completion: {
      self.restarts += 1
    }
  }

  var restarts = 0
}

/// A ring drawn up to a fraction of a full turn, animated through the fraction.
struct GuessRing: Shape {
  var fraction: Double

  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
      startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    return path
  }
}

/// The same arc in the iOS 26 style: `@Animatable` writes `animatableData` from the angles.
@Animatable
struct SolvedArc: Shape {
  var start: Angle = .degrees(-90)
  var end: Angle
  @AnimatableIgnored var clockwise: Bool

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - 3,
      startAngle: start, endAngle: start + end, clockwise: clockwise)
    return path
  }
}

/// Shakes a row sideways, once per increment of `shakes`.
struct RowShake: GeometryEffect {
  var shakes: CGFloat

  init(shakes: Int) { self.shakes = CGFloat(shakes) }

  var animatableData: CGFloat {
    get { shakes }
    set { shakes = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    let offset = sin(shakes * .pi * 6) * 10
    return ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
  }
}

extension AnyTransition {
  static func attempt(_ isOver: Bool) -> AnyTransition {
    isOver ? .opacity : .asymmetric(insertion: .move(edge: .top), removal: .identity)
  }

  static let pegChooser = AnyTransition.offset(x: 0, y: 200)
}

extension Animation {
  static let guess = Animation.easeInOut(duration: 0.6)
}
