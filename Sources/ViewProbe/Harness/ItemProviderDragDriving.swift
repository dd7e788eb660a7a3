import Foundation
import Testing

extension FoundView {
  /// Drags the item provider `source` makes onto `destination`, as three user events, each
  /// followed by an update: the drag begins (the `onDrag` closure runs, and may write state); it
  /// enters the nearest `onDrop` on or above `destination` that takes one of the provider's types
  /// — a delegate is asked `validateDrop` (refused: nothing more happens, as in SwiftUI), then
  /// `isTargeted` turns true, `dropEntered` and `dropUpdated` run; it drops — `performDrop` (or the
  /// closure, with the providers at `.zero`), then `isTargeted` turns false. A proposal to cancel
  /// or forbid the drop ends the drag with `dropExited` instead.
  func dragItemProvider(
    from source: (node: ViewNode, modifier: _ItemProviderDragModifier),
    onto destination: FoundView, atOffset offset: Int?, _ action: String,
    at sourceLocation: SourceLocation
  ) {
    guard canStartDrag(at: source.node, "onDrag", action, at: sourceLocation) else { return }
    var made: NSItemProvider?
    core.perform(at: sourceLocation, from: source.node) { made = source.modifier.provide() }
    guard let provider = made, destination.node.isAlive else { return }
    let targets = destination.node.modifiers(_ItemProviderDropModifier.self)
    if let insertion = destination.rowInsertion(
      taking: { $0.takes(provider: provider) },
      nearerThan: targets.first { $0.modifier.takes(provider) }?.node)
    {
      return destination.insert(at: offset, by: insertion, action, at: sourceLocation) {
        if case .providers(_, let insert) = insertion.modifier.taking { insert($0, [provider]) }
      }
    }
    guard offset == nil else {
      return core.reportMisuse(
        "\(action) onto \(destination.description) with atOffset: found no onInsert or "
          + "dropDestination(for:action:) on a ForEach around it that takes the drag; an offset is "
          + "for a drop into a collection's rows", at: sourceLocation)
    }
    guard !targets.isEmpty else {
      return core.reportMisuse(
        "\(action) onto \(destination.description) "
          + (destination.rowInsertionsRefusing(
            "the drag's item provider offers \(provider.registeredTypeIdentifiers)")
            ?? "found no .onDrop on it or above it"),
        at: sourceLocation)
    }
    guard let target = targets.first(where: { $0.modifier.takes(provider) }) else {
      let taken = Set(targets.flatMap(\.modifier.supportedTypes)).sorted()
      return core.reportMisuse(
        "\(action) onto \(destination.description) found .onDrop for \(taken) only; the drag's "
          + "item provider offers \(provider.registeredTypeIdentifiers)", at: sourceLocation)
    }
    if core.refusesCovered(target.node, action, destination.description, at: sourceLocation) {
      return
    }
    let info = DropInfo(location: .zero, providers: [provider])
    switch target.modifier.handler {
    case .action:
      core.perform(at: sourceLocation, from: target.node) {
        target.modifier.isTargeted?.wrappedValue = true
      }
      // The closure the drop reaches is the one the view holds now (its latest update).
      let current = latestModifier(of: target.node) ?? target.modifier
      core.perform(at: sourceLocation, from: target.node) {
        if case .action(let perform) = current.handler { _ = perform([provider], .zero) }
        current.isTargeted?.wrappedValue = false
      }
    case .delegate(let delegate):
      guard delegate.validateDrop(info: info) else { return }
      var proposal: DropProposal?
      core.perform(at: sourceLocation, from: target.node) {
        delegate.dropEntered(info: info)
        proposal = delegate.dropUpdated(info: info)
      }
      // The delegate the drop reaches is the one the view holds now (its latest update).
      var current = delegate
      if case .delegate(let latest) = latestModifier(of: target.node)?.handler { current = latest }
      core.perform(at: sourceLocation, from: target.node) {
        if let operation = proposal?.operation, operation == .cancel || operation == .forbidden {
          current.dropExited(info: info)
        } else {
          _ = current.performDrop(info: info)
        }
      }
    }
  }

  private func latestModifier(of node: ViewNode) -> _ItemProviderDropModifier? {
    guard node.isAlive else { return nil }
    return (node.castableView as? any ModifierCarrying)?.anyModifier as? _ItemProviderDropModifier
  }
}
