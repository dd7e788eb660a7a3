// Views drawn over others: a later view in a `ZStack`, or an `overlay`. ViewProbe has no layout,
// so it cannot tell in general what a view drawn on top covers; but a view that fills its whole
// frame and takes touches there — a `Color` (not clear), a gradient, a filled `Rectangle`, or a
// view given the whole size offered with a background painted on it or a rectangle as the shape
// taps hit (`Color.clear.contentShape(Rectangle())`), with only modifiers that change neither its
// size nor where it is hit (a built-in transition included) — covers everything beneath it in its
// stack, or the
// view it overlays. A dimming layer over a screen (`Color.black.opacity(0.4)` behind a custom
// popup) and a full-screen spinner are the common cases: the controls beneath take no touches.
// Anything the runtime cannot be sure of (a fixed frame, padding, an offset, a clip, another
// shape, a custom modifier) is taken to cover nothing, so the harness never refuses a touch
// SwiftUI would deliver.

/// A view that fills its frame when it takes touches: colours, gradients, shapes.
@MainActor
protocol FrameFilling {
  /// Whether touches anywhere on its frame land on it.
  var takesTouchesEverywhere: Bool { get }
  /// Whether opaque paint covers its whole frame, so that nothing beneath it shows.
  var hidesWhatIsBeneath: Bool { get }
}

extension Color: FrameFilling {
  /// A clear colour, or one of zero opacity, is not hit (touches pass through it).
  var takesTouchesEverywhere: Bool { opacity > 0 }
  var hidesWhatIsBeneath: Bool { isOpaque }
}

extension FrameFilling where Self: GradientPainting & ShapeStyle {
  var takesTouchesEverywhere: Bool { true }
  var hidesWhatIsBeneath: Bool { paintsOpaque }
}

extension LinearGradient: FrameFilling {}
extension RadialGradient: FrameFilling {}
extension AngularGradient: FrameFilling {}
extension EllipticalGradient: FrameFilling {}

extension _ShapeView: FrameFilling {
  /// A shape is hit along its path: only a filled rectangle takes touches on its whole frame.
  var takesTouchesEverywhere: Bool { hitArea == .filled && shape is Rectangle }
  /// Only a rectangle filled with opaque paint hides all of its frame.
  var hidesWhatIsBeneath: Bool { hidesBeneath && shape is Rectangle }
}

/// A stack that draws its views back to front: `ZStack`.
protocol LayerStacking {}

extension ZStack: LayerStacking {}

/// A view that draws views over others (a `ZStack`, an `overlay`): the graph notes that one has
/// been in the tree, and only then looks for covering layers.
protocol LayerDrawing {}

extension ZStack: LayerDrawing {}
extension ModifiedContent: LayerDrawing where Modifier: AttachedContentNaming {}

extension _InertModifier {
  /// Modifiers that change how a view looks, not its size, its place or where it is hit.
  static let keepingTheHitArea: Set<String> = [
    "animation", "background", "blendMode", "blur", "border", "brightness", "colorInvert",
    "colorMultiply", "compositingGroup", "contentTransition", "contextMenu", "contrast",
    "drawingGroup", "edgesIgnoringSafeArea", "foregroundColor", "foregroundStyle", "grayscale",
    "help", "hoverEffect", "hueRotation", "ignoresSafeArea", "saturation",
    "sensoryFeedback", "shadow", "tint", "transaction", "transition", "zIndex",
  ]

  /// Whether this modifier keeps a view that fills its frame filling it and hit everywhere —
  /// or, when `seen`, drawn everywhere as opaque as it is (a blend mode or a blur lets what is
  /// beneath show).
  func keepsTheLayer(seen: Bool) -> Bool {
    if seen && ["blendMode", "blur"].contains(name) { return false }
    return name.hasPrefix("accessibility") || Self.keepingTheHitArea.contains(name)
  }
}

extension ViewNode {
  /// Why a view drawn over this one (the view that handles the action) takes the touch first, or
  /// `nil`: a later layer of a `ZStack` above it, or an `overlay` on a view containing it, that
  /// fills its frame and takes touches. Covers below the handler are part of what it handles (a
  /// button's label may have a layer over its text: the tap still reaches the button).
  var layerCovering: String? {
    guard graph.hasLayers else { return nil }
    var child = self
    while let node = child.parent {
      if node.castableView is any LayerStacking, let cover = node.layer(over: self) {
        let named = cover.firstNamedNode
        return "beneath the \(named.coverName) at \(named.path), drawn over it in the "
          + "ZStack at \(node.path): it fills the stack and takes the touches there (remove it, "
          + "or let touches through with .allowsHitTesting(false))."
      }
      if child.key == .content, let overlay = node.coveringOverlay {
        return "beneath the overlay (\(overlay)) on \(node.firstNamedNode.path): it fills the "
          + "view it is drawn over and takes the touches there (remove it, or let touches "
          + "through with .allowsHitTesting(false))."
      }
      child = node
    }
    return nil
  }

  /// What this modifier overlays on its content that takes every touch on it, named for a message
  /// (`Color`, `Rectangle` for a style), or `nil`.
  private var coveringOverlay: String? {
    guard
      let modifier = (castableView as? any ModifierCarrying)?.anyModifier
        as? any AttachedContentNaming, modifier.attachedName == "overlay",
      let overlay = children.first(where: { $0.key == .footer }), overlay.takesTouchesOnItsFrame
    else { return nil }
    return overlay.firstNamedNode.coverName
  }

  /// How a message names a covering view: its type, or a drawn shape's (`Rectangle`).
  private var coverName: String {
    (castableView as? any ShapeView).map { _typeName(type(of: $0.shape), qualified: false) }
      ?? layout.shortName
  }

  /// The first layer of this `ZStack` drawn over the one holding `handler` that takes every
  /// touch on its frame.
  private func layer(over handler: ViewNode) -> ViewNode? {
    let layers = self.layers
    guard let held = layers.firstIndex(where: { handler.isInside($0) }) else { return nil }
    let heldOrder = layers[held].zIndex
    for (index, layer) in layers.enumerated() where index != held {
      let order = layer.zIndex
      let isOver = order > heldOrder || (order == heldOrder && index > held)
      if isOver && layer.takesTouchesOnItsFrame { return layer }
    }
    return nil
  }

  /// The views this stack draws, back to front before `zIndex`: its content, through tuples,
  /// conditions, groups and `ForEach`.
  var layers: [ViewNode] { viewListElements }

  /// The `zIndex` on this layer (0 without one).
  var zIndex: Double {
    var node: ViewNode? = self
    while let current = node, let modified = current.castableView as? any ModifierCarrying {
      if let inert = modified.anyModifier as? _InertModifier, let value = inert.zIndex {
        return value
      }
      node = current.children.first { $0.key == .content }
    }
    return 0
  }

  /// Whether this view fills its frame and every touch on it lands on it: a filling leaf
  /// reached through custom views' bodies, single-child wrappers, modifiers that keep the hit
  /// area, and stacks one of whose layers does; or a view that takes the whole size offered to it
  /// with a background painted everywhere. Bounded: a deeper chain counts as not covering.
  var takesTouchesOnItsFrame: Bool { searchesFilling(.touches) }

  /// Whether this view takes the whole size offered to it: a colour, gradient or shape, a
  /// `frame(maxWidth: .infinity, maxHeight: .infinity)`, through what keeps a view's size.
  var fillsTheOfferedSize: Bool { searchesFilling(.size) }

  /// What a search through a layer looks for.
  enum Filling {
    /// The whole size offered is taken.
    case size
    /// Touches land anywhere on the frame.
    case touches
    /// Opaque paint covers the whole frame, so nothing beneath shows (see `LayerHiding.swift`).
    case sight
  }

  func searchesFilling(_ mode: Filling) -> Bool {
    var pending = [self]
    var steps = 0
    while let node = pending.popLast(), steps < 256 {
      steps += 1
      let view = node.castableView
      if let filling = view as? any FrameFilling {
        switch mode {
        case .size: return true
        case .touches: if filling.takesTouchesEverywhere { return true }
        case .sight: if filling.hidesWhatIsBeneath { return true }
        }
        continue
      }
      if let modified = view as? any ModifierCarrying {
        let content = node.children.filter { $0.key == .content }
        switch modified.anyModifier {
        case let inert as _InertModifier:
          if mode == .size && inert.fillsOfferedSize { return true }
          // A background painted everywhere behind a view that takes the whole size offered.
          let painted = mode == .touches ? inert.paintsEverywhere : inert.paintsOpaque
          if mode != .size && painted && content.contains(where: \.fillsTheOfferedSize) {
            return true
          }
          // A rectangle as the shape taps hit, on a view taking the whole size offered: a clear
          // colour that catches the taps around a popup.
          if mode == .touches && inert.hitsItsWholeFrame
            && content.contains(where: \.fillsTheOfferedSize)
          {
            return true
          }
          // A frame taking the whole size offered keeps a filling view filling it.
          guard inert.fillsOfferedSize || inert.keepsTheLayer(seen: mode == .sight) else {
            continue
          }
        case let attached as any AttachedContentNaming:
          // An overlay or background is given the view's size: it covers that whole size.
          if mode != .size, mode == .touches || attached.isDrawnBehindOrOver,
            content.contains(where: \.fillsTheOfferedSize),
            node.children.contains(where: { $0.key == .footer && $0.searchesFilling(mode) })
          {
            return true
          }
        case let modifier:
          guard Self.keepsTheLayer(modifier, seen: mode == .sight) else { continue }
        }
        pending.append(contentsOf: content)
      } else if view is any LayerStacking {
        pending.append(contentsOf: node.layers)
      } else if !node.layout.isPrimitive || node.formsViewList || view is any SingleWrapping {
        // A custom view's body, or the one view a wrapper shows.
        if node.children.count == 1 { pending.append(node.children[0]) }
      }
    }
    return false
  }

  /// Whether `modifier` keeps the view it modifies hit on its whole frame — or, when `seen`,
  /// drawn on its whole frame as opaque as it is.
  private static func keepsTheLayer(_ modifier: Any, seen: Bool) -> Bool {
    if let hitTesting = modifier as? _HitTestingModifier {
      // A view that takes no touches is still drawn, unless it is hidden.
      return seen ? !hitTesting.isHidden : hitTesting.allowsHitTesting
    }
    // A partly faded layer lets what is beneath show; whether a faded view is hit is not
    // documented: a layer under an `opacity` below 1 covers nothing (1 changes nothing).
    if let faded = modifier as? _OpacityModifier { return faded.opacity >= 1 }
    // Geometry effects move the view; a custom modifier's body may pad or frame it.
    if modifier is any GeometryEffect { return false }
    // A built-in transition's body is its content, as it is once inserted.
    if modifier is any ContentKeepingModifier { return true }
    return modifier is any PrimitiveModifier
  }
}

/// A wrapper that shows exactly one view as it is: `.id(_:)`, `EquatableView`, `AnyView`.
protocol SingleWrapping {}

extension IDView: SingleWrapping {}
extension PlaceholderContentView: SingleWrapping {}
extension _ViewModifier_Content: SingleWrapping {}

/// A modifier whose body is its content as it is: a built-in transition (`.transition(.opacity)`,
/// `.move(edge:)` …), at rest once its view is inserted.
protocol ContentKeepingModifier {}

extension _TransitionModifier: ContentKeepingModifier where T: ContentKeepingTransition {}
extension EquatableView: SingleWrapping {}
extension AnyView: SingleWrapping {}

/// `overlay` and `background`, which attach a view to another.
@MainActor
protocol AttachedContentNaming {
  /// The modifier's name: "overlay", "background", "accessibilityActions" ….
  var attachedName: String { get }
}

extension _AttachedContentModifier: AttachedContentNaming {
  var attachedName: String { name }
}

extension AttachedContentNaming {
  /// Whether it draws its view where the modified view is, behind or over it: `background`,
  /// `overlay`.
  var isDrawnBehindOrOver: Bool { attachedName == "overlay" || attachedName == "background" }
}
