/// `scaleEffect`: a view scaled about an anchor. Nothing is drawn, but a scale of zero on either
/// axis leaves the view no area: it shows nothing and takes no touch (`visibleTexts`, and the
/// harness's actions, which refuse it). Apps hide a popup or a toast that way,
/// `.scaleEffect(isShown ? 1 : 0)`, keeping it in the tree.
public struct _ScaleEffect: GeometryEffect {
  /// The factor on each axis.
  public var scale: CGSize
  /// The point that stays put, in unit coordinates of the view.
  public var anchor: UnitPoint

  /// Scales by `scale` about `anchor`.
  nonisolated public init(scale: CGSize, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The scale about the anchor, for a view of `size`.
  nonisolated public func effectValue(size: CGSize) -> ProjectionTransform {
    let (x, y) = (anchor.x * size.width, anchor.y * size.height)
    return ProjectionTransform(
      CGAffineTransform(translationX: x, y: y).scaledBy(x: scale.width, y: scale.height)
        .translatedBy(x: -x, y: -y))
  }

  /// Whether the view is scaled to nothing on an axis.
  var collapsesContent: Bool { scale.width == 0 || scale.height == 0 }

  /// How the app wrote it, for messages.
  var codeDescription: String {
    func written(_ factor: CGFloat) -> String {
      factor == factor.rounded() && abs(factor) < 1e6 ? "\(Int(factor))" : "\(Double(factor))"
    }
    return scale.width == scale.height
      ? ".scaleEffect(\(written(scale.width)))"
      : ".scaleEffect(x: \(written(scale.width)), y: \(written(scale.height)))"
  }
}

extension _ScaleEffect: PrimitiveModifier, PlainExpansion {
  func makeChildren(of content: any View, into children: inout ChildList) {
    // A collapsed view takes no touches: the harness looks up the tree when acting on a view.
    if collapsesContent { children.node.graph.hasHitTestingModifiers = true }
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Scales the view by `scale` on both axes about `anchor`; at zero it shows nothing and takes
  /// no touch.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// Scales the view by `scale` on each axis about `anchor`; zero on either axis shows nothing
  /// and takes no touch.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }

  /// Scales the view by `x` and `y` about `anchor`; zero on either axis shows nothing and takes
  /// no touch.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }
}
