import Testing

extension FoundView {
  // MARK: Links in text

  /// Taps the link shown as `label` in this text — `Text("Read the [terms](https://…)")`, or an
  /// attributed string's link — as a user taps a link in a paragraph: the text's
  /// `@Environment(\.openURL)` opens its URL (recorded in `ParentHarness.openedURLs`, unless the
  /// app's own `OpenURLAction` keeps it), then one update. Records an issue, and opens nothing,
  /// when this is not a `Text`, when it shows no link with that label, or when it is disabled
  /// or covered.
  public func tapLink(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let action = "tapLink(\"\(label)\")"
    guard
      let view = core.liveView(
        node, description: description, action: action, at: sourceLocation, checksLayers: false)
    else { return }
    guard let text = view as? Text else {
      return core.reportMisuse(
        "\(action) on \(description): only a Text shows links", at: sourceLocation)
    }
    guard let link = text.links.first(where: { $0.label == label }) else {
      let shown = text.links.map { "“\($0.label)”" }.joined(separator: ", ")
      return core.reportMisuse(
        "\(action) on \(description) found no link shown as “\(label)”"
          + (shown.isEmpty ? "; it shows no links" : "; its links: \(shown)"),
        at: sourceLocation)
    }
    guard node.environment.isEnabled else {
      return core.reportMisuse(
        "\(action) on \(description) found it disabled by \(core.disablingModifier(above: node)); "
          + "a disabled view's links ignore taps.", at: sourceLocation)
    }
    if core.refusesCovered(node, action, description, at: sourceLocation) { return }
    let openURL = node.environment.openURL
    core.perform(at: sourceLocation, from: node) { openURL(link.url) }
  }
}
