import Testing

#if os(iOS) || os(tvOS) || os(visionOS)
  import UIKit
#endif

extension ViewQueryable {
  /// The UIKit view the one live `R` made (`makeUIView(context:)`), as its latest
  /// `updateUIView(_:context:)` left it. Act on it as UIKit would — `textView.insertText("Hi")`,
  /// `control.sendActions(for: .valueChanged)` — and the state its coordinator writes re-renders
  /// the views that read it.
  public func uiView<R: UIViewRepresentable>(
    of type: R.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> R.UIViewType {
    try represented(type, as: R.UIViewType.self, R.Coordinator.self, at: sourceLocation).made
  }

  /// The UIKit view controller the one live `R` made (`makeUIViewController(context:)`), as its
  /// latest update left it.
  public func uiViewController<R: UIViewControllerRepresentable>(
    of type: R.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> R.UIViewControllerType {
    try represented(type, as: R.UIViewControllerType.self, R.Coordinator.self, at: sourceLocation)
      .made
  }

  /// The coordinator the one live `R` made (`makeCoordinator()`): call its delegate methods as
  /// UIKit does.
  public func coordinator<R: UIViewRepresentable>(
    of type: R.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> R.Coordinator {
    try represented(type, as: R.UIViewType.self, R.Coordinator.self, at: sourceLocation)
      .coordinator
  }

  /// The coordinator the one live `R` made (`makeCoordinator()`).
  public func coordinator<R: UIViewControllerRepresentable>(
    of type: R.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> R.Coordinator {
    try represented(type, as: R.UIViewControllerType.self, R.Coordinator.self, at: sourceLocation)
      .coordinator
  }

  private func represented<R: View, Made: AnyObject, Coordinator>(
    _ type: R.Type, as _: Made.Type, _: Coordinator.Type, at sourceLocation: SourceLocation
  ) throws -> RepresentedObject<Made, Coordinator> {
    let found = try find(type, sourceLocation: sourceLocation)
    guard let kept = found.node.primitiveState as? RepresentedObject<Made, Coordinator> else {
      throw ProbeError(
        query: queryScope.query("the UIKit object of \(found.typeName)"),
        found: "none: its update never ran (\(found.path))")
    }
    return kept
  }
}
