/// `allowsHitTesting(_:)` and `hidden()`: whether touches reach the content. The harness reads it
/// when a test acts on a view inside.
public struct _HitTestingModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let allowsHitTesting: Bool
  /// Whether it is `hidden()`, which also takes the view's touches away.
  var isHidden = false

  /// What a refused action says about it, applied at `path`.
  func refusal(at path: String) -> String {
    isHidden
      ? "hidden by .hidden() on \(path): a hidden view is invisible and takes no interaction."
      : "inside .allowsHitTesting(false) on \(path): it takes no touches (they reach what is "
        + "behind it)."
  }
}

extension _HitTestingModifier: PrimitiveModifier, PlainExpansion {
  func makeChildren(of content: any View, into children: inout ChildList) {
    if !allowsHitTesting { children.node.graph.hasHitTestingModifiers = true }
    children.append(content, key: .content)
  }
}

extension ViewNode {
  /// Why touches do not reach this view, or `nil` when they do: the nearest `allowsHitTesting(false)`,
  /// `hidden()` or `opacity(0)` at or above it, a tab that is not shown, a view pushed over it, or a
  /// presentation that covers it (see `Covering.swift`), described with its path.
  var touchRefusal: String? {
    // One walk up: the nearest hit-testing refusal wins; else the first covering on the way.
    var covering: String?
    let looksForCovering = graph.hasScreenContainers
    let looksForRefusals = graph.hasHitTestingModifiers
    // Without either in the tree, there is nothing to find on the way up (a tap under a thousand
    // modifiers would otherwise look at each of them).
    guard looksForCovering || looksForRefusals else { return presentationCovering }
    var child: ViewNode?
    var current: ViewNode? = self
    // Content presented on top of its stack is not covered by values pushed after it.
    var skippingTo: ViewNode?
    while let node = current {
      if let child {
        switch node.presentationBoundary(below: child) {
        // Content presented over the window (a sheet, an alert) is not covered by what covers
        // the view that presented it, nor faded or made untouchable with it.
        case .window: current = nil
        case .stack(let stack): skippingTo = skippingTo ?? stack
        case nil: break
        }
        if current == nil { break }
      }
      if looksForRefusals, let refusal = node.hitTestingRefusal { return refusal }
      if let stack = skippingTo {
        if node === stack { skippingTo = nil }
      } else if looksForCovering, covering == nil, let child {
        covering = node.covering(of: child)
      }
      child = node
      current = node.parent
    }
    return covering ?? presentationCovering
  }

  /// Why this view's `allowsHitTesting(false)`, `hidden()`, `opacity(0)` or `scaleEffect(0)`
  /// takes its content's touches.
  private var hitTestingRefusal: String? {
    guard let modifier = (castableView as? any ModifierCarrying)?.anyModifier else { return nil }
    if let hitTesting = modifier as? _HitTestingModifier, !hitTesting.allowsHitTesting {
      return hitTesting.refusal(at: firstNamedNode.path)
    }
    if let faded = modifier as? _OpacityModifier, faded.fadesOutEntirely {
      return "faded out by .opacity(0) on \(firstNamedNode.path): a view drawn fully transparent "
        + "takes no touches (to keep it tappable, draw it; to say it takes none, "
        + "allowsHitTesting(false))."
    }
    if let scaled = modifier as? _ScaleEffect, scaled.collapsesContent {
      return "scaled to nothing by \(scaled.codeDescription) on \(firstNamedNode.path): a view "
        + "with no width or no height shows nothing and takes no touches."
    }
    return nil
  }
}
