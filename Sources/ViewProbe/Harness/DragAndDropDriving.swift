import Foundation
import Testing

extension FoundView {
  // MARK: Drag and drop

  /// Drags this view onto `destination` and drops it there, as a user drags a card to another
  /// column: the nearest `draggable` on this view (or its body's root) or above it makes the
  /// payload; the nearest `dropDestination` on or above `destination` that takes payloads of
  /// that type hears the drag enter (`isTargeted(true)`), gets the payload (at `.zero`), and
  /// hears it leave (`isTargeted(false)`); then one update. With `onDrag` and `onDrop` (item
  /// providers), see `dragItemProvider`.
  public func dragAndDrop(
    onto destination: FoundView, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let action = "dragAndDrop(onto:)"
    guard
      core.liveView(
        node, description: description, action: action, at: sourceLocation, checksLayers: false)
        != nil,
      core.liveView(
        destination.node, description: destination.description, action: action,
        at: sourceLocation, checksLayers: false) != nil
    else { return }
    let draggable = node.nearestModifier(_DraggableModifier.self)
    // The nearer source starts the drag: a `draggable` payload, or an `onDrag` item provider.
    if let providing = node.nearestModifier(_ItemProviderDragModifier.self),
      draggable.map({ $0.node.depth < providing.node.depth }) ?? true
    {
      return dragItemProvider(from: providing, onto: destination, action, at: sourceLocation)
    }
    guard let source = draggable else {
      return core.reportMisuse(
        "\(action) on \(description) found no .draggable or .onDrag on it or above it: nothing "
          + "starts a drag", at: sourceLocation)
    }
    guard canStartDrag(at: source.node, "draggable", action, at: sourceLocation) else { return }
    let payload = source.modifier.payload()
    let targets = destination.node.modifiers(_DropDestinationModifier.self)
    guard !targets.isEmpty else {
      return core.reportMisuse(
        "\(action) onto \(destination.description) found no .dropDestination on it or above it",
        at: sourceLocation)
    }
    // SwiftUI activates a destination whose type the payload can become through their transfer
    // representations; ViewProbe carries the value itself and matches its type.
    guard let taking = targets.first(where: { $0.modifier.accepts(payload) }) else {
      let kinds = targets.map(\.modifier.payloadTypeName).joined(separator: ", ")
      let payloadType = _typeName(type(of: payload), qualified: false)
      return core.reportMisuse(
        "\(action) onto \(destination.description) found drop destinations for \(kinds) only; "
          + "the payload is a \(payloadType), which ViewProbe delivers only to a destination for "
          + "\(payloadType) (it does not convert payloads through transfer representations, as "
          + "SwiftUI can when their content types match)",
        at: sourceLocation)
    }
    if core.refusesCovered(taking.node, action, destination.description, at: sourceLocation) {
      return
    }
    core.perform(at: sourceLocation, from: taking.node) {
      taking.modifier.isTargeted(true)
      _ = taking.modifier.drop([payload], .zero)
      taking.modifier.isTargeted(false)
    }
  }

  /// Whether a drag can start at `source` (a `draggable` or an `onDrag`): not disabled, not
  /// covered; records why not.
  func canStartDrag(
    at source: ViewNode, _ modifierName: String, _ action: String,
    at sourceLocation: SourceLocation
  ) -> Bool {
    guard source.environment.isEnabled else {
      core.reportMisuse(
        "\(action) on \(description) found its \(modifierName) disabled by "
          + "\(core.disablingModifier(above: source)); a disabled view ignores gestures.",
        at: sourceLocation)
      return false
    }
    return !core.refusesCovered(source, action, description, at: sourceLocation)
  }
}
