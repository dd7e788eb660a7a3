import Observation
import Testing
import ViewProbe

/// The kinds of layer the generative test stacks: whether each hides what is beneath it.
private enum FuzzLayerKind: CaseIterable {
  /// A text: hides nothing.
  case text
  /// An opaque colour filling the stack.
  case opaque
  /// An opaque colour with a text on it (a splash screen).
  case splash
  /// A dimming colour: hides nothing.
  case dimming
  /// A colour of the asset catalog, of unknown opacity: hides nothing.
  case asset
  /// An opaque colour framed to a size: hides nothing.
  case framed
  /// An opaque colour that fades in with a transition: hides.
  case fading

  var hides: Bool { [.opaque, .splash, .fading].contains(self) }
}

/// One layer of the stack: its kind, its `zIndex`, and whether its `if` shows it.
private struct FuzzLayer {
  var kind: FuzzLayerKind
  var zIndex: Double
  var isShown: Bool
}

/// The layers, as app code would keep them.
@Observable
private final class LayerFuzzModel {
  var layers: [FuzzLayer] = []
}

/// A `ZStack` of the model's layers, each behind its own `if`.
private struct LayerFuzzStack: View {
  let model: LayerFuzzModel

  var body: some View {
    ZStack {
      ForEach(model.layers.indices, id: \.self) { index in
        let layer = model.layers[index]
        if layer.isShown {
          LayerFuzzLayer(index: index, kind: layer.kind).zIndex(layer.zIndex)
        }
      }
    }
  }
}

/// One layer, drawn as its kind says.
private struct LayerFuzzLayer: View {
  let index: Int
  let kind: FuzzLayerKind

  var body: some View {
    switch kind {
    case .text: Text("text \(index)")
    case .opaque: Color.white.ignoresSafeArea()
    case .splash:
      ZStack {
        Color(.systemBackground)
        Text("splash \(index)")
      }
    case .dimming: Color.black.opacity(0.4)
    case .asset: Color("Brand")
    case .framed: Color.white.frame(width: 10, height: 10)
    case .fading: Color.white.transition(.opacity)
    }
  }
}

/// Random stacks of layers — texts, opaque and see-through colours, a splash, `zIndex`es — whose
/// layers come and go, checked after each step against the rule: a layer is seen unless a shown
/// layer drawn over it (a higher `zIndex`, or a later place at an equal one) hides it.
/// `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative opaque layers")
struct LayerHidingFuzzTests {
  @Test("an opaque layer hides exactly the shown layers drawn beneath it, after every step")
  func opaqueLayersHideWhatIsBeneath() async throws {
    let failure = await firstFailingFuzzSeed(defaultSeed: 707, defaultCases: 200) { seed in
      Self.run(seed: seed)
    }
    #expect(failure == nil, "seed \(failure?.seed ?? 0): \(failure?.failure ?? "")")
  }

  private static func run(seed: UInt64) -> String? {
    var random = FuzzRandom(seed: seed)
    let kinds = FuzzLayerKind.allCases
    let model = LayerFuzzModel()
    model.layers = (0..<(2 + random.below(5))).map { _ in
      FuzzLayer(
        kind: kinds[random.below(kinds.count)], zIndex: Double(random.below(3) - 1),
        isShown: random.below(4) != 0)
    }
    let harness = ParentHarness { LayerFuzzStack(model: model) }
    var steps: [String] = []
    for _ in 0..<(3 + random.below(10)) {
      let expected = Self.expectedTexts(model.layers)
      if harness.visibleTexts != expected {
        return "after \(steps) with \(model.layers): visibleTexts \(harness.visibleTexts), "
          + "expected \(expected)"
      }
      let index = random.below(model.layers.count)
      switch random.below(3) {
      case 0:
        model.layers[index].isShown.toggle()
        steps.append("toggle \(index)")
      case 1:
        model.layers[index].zIndex = Double(random.below(3) - 1)
        steps.append("zIndex \(index) = \(model.layers[index].zIndex)")
      default:
        model.layers[index].kind = kinds[random.below(kinds.count)]
        steps.append("kind \(index) = \(model.layers[index].kind)")
      }
    }
    return nil
  }

  /// The texts on screen, in the stack's order: a shown layer's text, unless a shown layer that
  /// hides is drawn over it.
  private static func expectedTexts(_ layers: [FuzzLayer]) -> [String] {
    let shown = layers.indices.filter { layers[$0].isShown }
    let top = shown.filter { layers[$0].kind.hides }.map { (layers[$0].zIndex, $0) }.max { $0 < $1 }
    return shown.compactMap { index -> String? in
      if let top, (layers[index].zIndex, index) < top { return nil }
      switch layers[index].kind {
      case .text: return "text \(index)"
      case .splash: return "splash \(index)"
      default: return nil
      }
    }
  }
}
