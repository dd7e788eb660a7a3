import Foundation
import Testing

extension FoundView {
  // MARK: Drag and drop

  /// Drags this view onto `destination` and drops it there, as a user drags a card to another
  /// column: the nearest `draggable` on this view (or its body's root) or above it makes the
  /// payload; the nearest `dropDestination` on or above `destination` that takes payloads of
  /// that type hears the drag enter (`isTargeted(true)`), gets the payload (at `.zero`), and
  /// hears it leave (`isTargeted(false)`); then one update. With `onDrag` and `onDrop` (item
  /// providers), see `dragItemProvider`. Onto a row of a `ForEach` whose `dropDestination(for:action:)`
  /// or `onInsert(of:perform:)` takes the drag (and nothing nearer does), the payload is inserted
  /// at `offset`, or at that row's offset: before it.
  public func dragAndDrop(
    onto destination: FoundView, atOffset offset: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
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
      return dragItemProvider(
        from: providing, onto: destination, atOffset: offset, action, at: sourceLocation)
    }
    guard let source = draggable else {
      return core.reportMisuse(
        "\(action) on \(description) found no .draggable or .onDrag on it or above it: nothing "
          + "starts a drag", at: sourceLocation)
    }
    guard canStartDrag(at: source.node, "draggable", action, at: sourceLocation) else { return }
    let payload = source.modifier.payload()
    let targets = destination.node.modifiers(_DropDestinationModifier.self)
    if let insertion = destination.rowInsertion(
      taking: { $0.takes(payload: payload) },
      nearerThan: targets.first { $0.modifier.accepts(payload) }?.node)
    {
      return destination.insert(at: offset, by: insertion, action, at: sourceLocation) {
        if case .payloads(_, _, let insert) = insertion.modifier.taking { insert([payload], $0) }
      }
    }
    guard offset == nil else {
      return core.reportMisuse(
        "\(action) onto \(destination.description) with atOffset: found no dropDestination(for:"
          + "action:) or onInsert on a ForEach around it that takes the drag; an offset is for a "
          + "drop into a collection's rows", at: sourceLocation)
    }
    guard !targets.isEmpty else {
      let payloadType = _typeName(type(of: payload), qualified: false)
      return core.reportMisuse(
        "\(action) onto \(destination.description) "
          + (destination.rowInsertionsRefusing("the payload is a \(payloadType)")
            ?? "found no .dropDestination on it or above it"),
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

extension FoundView {
  /// Why a drag reaches nothing when the rows of a `ForEach` around this view take drops of
  /// another kind only (`what` says what the drag carries), or `nil` when none do.
  func rowInsertionsRefusing(_ what: String) -> String? {
    let kinds = node.modifiers(_RowInsertModifier.self).map(\.modifier.takenDescription)
    guard !kinds.isEmpty else { return nil }
    return "found drops into the rows of a ForEach around it for \(kinds.joined(separator: ", ")) "
      + "only; \(what)"
  }

  /// The collection insertion (`dropDestination(for:action:)` or `onInsert` on a `ForEach`) on or
  /// above this view that takes the drag, unless a destination that takes it is nearer (`target`).
  func rowInsertion(
    taking takes: (_RowInsertModifier) -> Bool, nearerThan target: ViewNode?
  ) -> (node: ViewNode, modifier: _RowInsertModifier)? {
    guard
      let insertion = node.modifiers(_RowInsertModifier.self).first(where: { takes($0.modifier) })
    else { return nil }
    if let target, target.depth >= insertion.node.depth { return nil }
    return insertion
  }

  /// Inserts what is dropped onto this view, a row of the collection `insertion` is on, at
  /// `offset` or the row's offset, after recording why not when it cannot.
  func insert(
    at offset: Int?, by insertion: (node: ViewNode, modifier: _RowInsertModifier),
    _ action: String, at sourceLocation: SourceLocation, _ perform: @escaping (Int) -> Void
  ) {
    var row = node
    var place: (offset: Int, count: Int)?
    while let parent = row.parent, parent.depth > insertion.node.depth {
      if parent.castableView is any EditableRows,
        let index = parent.children.firstIndex(where: { $0 === row })
      {
        place = (index, parent.children.count)
        break
      }
      row = parent
    }
    guard let place else {
      return core.reportMisuse(
        "\(action) onto \(description) found no row of the ForEach whose drop takes the drag "
          + "around it: drop onto one of its rows", at: sourceLocation)
    }
    let target = offset ?? place.offset
    guard (0...place.count).contains(target) else {
      return core.reportMisuse(
        "\(action) onto \(description) was given atOffset: \(target), but the ForEach has "
          + "\(place.count) rows: an insertion offset is from 0 to \(place.count)",
        at: sourceLocation)
    }
    if core.refusesCovered(row, action, description, at: sourceLocation) { return }
    core.perform(at: sourceLocation, from: insertion.node) { perform(target) }
  }
}
