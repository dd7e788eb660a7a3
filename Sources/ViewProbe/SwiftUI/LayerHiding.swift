// What a layer drawn over others hides from sight. A `ZStack` draws its views back to front and
// an `overlay` draws over the view it modifies; a layer that fills its frame with opaque paint —
// an opaque `Color` or gradient, a `Rectangle` filled with one, a view taking the whole size
// offered with an opaque background — hides every layer beneath it, so their texts are not in
// `visibleTexts`. A splash or privacy screen (`Color.white` over the app while it loads or is
// inactive) is the common case: a test that reads "Balance" beneath it must not pass. Paint that is
// not known to be opaque (a translucent colour, a material, a colour of the asset catalog, the
// foreground style) hides nothing: what is beneath it is dimmed, not hidden.

/// A gradient style: opaque when each of its colours is.
protocol GradientPainting {
  /// The colours it runs through.
  var gradient: Gradient { get }
}

extension LinearGradient: GradientPainting {}
extension RadialGradient: GradientPainting {}
extension AngularGradient: GradientPainting {}
extension EllipticalGradient: GradientPainting {}

extension ShapeStyle {
  /// Whether paint of this style is known to be opaque: an opaque colour (see `Color.isOpaque`),
  /// or a gradient through opaque colours only.
  var paintsOpaque: Bool {
    if let color = self as? Color { return color.isOpaque }
    if let gradient = self as? any GradientPainting {
      return !gradient.gradient.colors.isEmpty && gradient.gradient.colors.allSatisfy(\.isOpaque)
    }
    return false
  }
}

extension ViewNode {
  /// Whether this view fills its frame with opaque paint: what is beneath it does not show.
  var hidesWhatIsBeneath: Bool { searchesFilling(.sight) }

  /// The layers of this `ZStack` hidden beneath a later (or higher `zIndex`) layer that fills the
  /// stack with opaque paint; empty for any other view.
  var layersHiddenBeneath: [ViewNode] {
    guard graph.hasLayers, castableView is any LayerStacking else { return [] }
    let layers = self.layers
    guard layers.count > 1 else { return [] }
    // A layer's place in drawing order: its `zIndex`, then its place in the stack.
    let orders = layers.indices.map { (layers[$0].zIndex, $0) }
    var top: (Double, Int)?
    for index in layers.indices where layers[index].hidesWhatIsBeneath {
      if let current = top, orders[index] < current { continue }
      top = orders[index]
    }
    guard let top else { return [] }
    return layers.indices.filter { orders[$0] < top }.map { layers[$0] }
  }

  /// Whether this view's `overlay` hides `child`, the view it is drawn over.
  func overlayHides(_ child: ViewNode) -> Bool {
    guard graph.hasLayers, child.key == .content,
      let attached = (castableView as? any ModifierCarrying)?.anyModifier
        as? any AttachedContentNaming, attached.attachedName == "overlay"
    else { return false }
    return children.contains { $0.key == .footer && $0.hidesWhatIsBeneath }
  }

  /// Whether this view clips `child` to a frame of no width or no height: `.frame(height: 0)
  /// .clipped()`, the collapsed state of an expanding section. Nothing of it is drawn (SwiftUI
  /// clips drawing only, so its touches are left as they are).
  func clipsAway(_ child: ViewNode) -> Bool {
    guard child.key == .content,
      let inert = (castableView as? any ModifierCarrying)?.anyModifier as? _InertModifier,
      inert.name == "clipped" || inert.name == "clipShape"
    else { return false }
    var node = child
    // Through modifiers that change how the view looks, not its size, to the frame.
    for _ in 0..<64 {
      guard let modified = (node.castableView as? any ModifierCarrying)?.anyModifier,
        let content = node.children.first(where: { $0.key == .content })
      else { return false }
      if let framing = modified as? _InertModifier {
        if framing.collapsesAnAxis { return true }
        guard framing.keepsTheLayer(seen: true) else { return false }
      } else if !(modified is any PrimitiveModifier) || modified is any GeometryEffect {
        return false
      }
      node = content
    }
    return false
  }
}
