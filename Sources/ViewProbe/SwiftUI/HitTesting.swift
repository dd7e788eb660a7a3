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
    children.append(content, key: .content)
  }
}

extension ViewNode {
  /// Why touches do not reach this view: the nearest `allowsHitTesting(false)` or `hidden()` at or
  /// above it, described with its path; `nil` when they do.
  var touchRefusal: String? {
    var current: ViewNode? = self
    while let node = current {
      if let modified = node.castableView as? any ModifierCarrying,
        let hitTesting = modified.anyModifier as? _HitTestingModifier,
        !hitTesting.allowsHitTesting
      {
        return hitTesting.refusal(at: node.firstNamedNode.path)
      }
      current = node.parent
    }
    return nil
  }
}
