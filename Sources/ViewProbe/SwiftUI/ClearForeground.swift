// A text drawn in a clear foreground (`foregroundStyle(.clear)`, `foregroundColor(.clear)`) is
// in the layout but shows nothing: a quiz that reveals its answer by switching its colour
// (`.foregroundStyle(isRevealed ? .primary : .clear)`), or a text kept only to reserve room. Such a
// text is off `visibleTexts`; the nearest foreground decides, as SwiftUI's environment does (one
// given to the text itself first, then the nearest modifier above it).

/// The foreground a text is drawn in, as far as sight goes.
enum ForegroundPaint: Equatable, Sendable {
  /// A clear colour (or one of zero opacity): nothing is seen.
  case clear
  /// Any other style.
  case drawn

  /// The paint of `style`.
  nonisolated init(_ style: some ShapeStyle) {
    if let color = style as? Color, color.opacity <= 0 {
      self = .clear
    } else {
      self = .drawn
    }
  }
}

extension ViewNode {
  /// Whether this text is drawn in a clear foreground: its own, else the nearest one above it.
  /// `known` holds what a walk down the tree has already found for views above (keyed by view),
  /// so that a walk over many texts does not climb to the root for each.
  func isDrawnClear(known: [ObjectIdentifier: Bool] = [:]) -> Bool {
    if let text = castableView as? Text, let own = text.foreground { return own == .clear }
    guard graph.hasClearForeground, let parent else { return false }
    return parent.foregroundIsClear(known: known)
  }

  /// Whether the foreground in effect inside this view is clear: the one its own modifier sets,
  /// else the nearest one above it (`known`, or found by climbing).
  func foregroundIsClear(known: [ObjectIdentifier: Bool] = [:]) -> Bool {
    var current: ViewNode? = self
    while let node = current {
      if let paint = node.foregroundSet { return paint == .clear }
      if let found = known[ObjectIdentifier(node)] { return found }
      current = node.parent
    }
    return false
  }

  /// The foreground this view's own modifier sets (`foregroundStyle`, `foregroundColor`), if any.
  private var foregroundSet: ForegroundPaint? {
    ((castableView as? any ModifierCarrying)?.anyModifier as? _InertModifier)?.foreground
  }
}
