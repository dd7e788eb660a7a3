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
  var isDrawnClear: Bool {
    if let text = castableView as? Text, let own = text.foreground { return own == .clear }
    guard graph.hasClearForeground else { return false }
    var current = parent
    while let node = current {
      if let inert = (node.castableView as? any ModifierCarrying)?.anyModifier as? _InertModifier,
        let paint = inert.foreground
      {
        return paint == .clear
      }
      current = node.parent
    }
    return false
  }
}
