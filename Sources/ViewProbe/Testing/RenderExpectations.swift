import Testing

extension ParentHarness {
  /// Expects the body of views of type `V` to have run `expected` times so far.
  public func expectBodyCount<V: View>(
    of type: V.Type, _ expected: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = bodyCount(of: type)
    guard actual != expected else { return }
    let name = core.nodes(of: type).first?.path ?? _typeName(type, qualified: false)
    let runs = core.renderCauses(of: type).enumerated().map { "\($0.offset + 1). \($0.element)" }
    let why =
      runs.isEmpty ? "" : ": " + runs.joined(separator: "; ")
    let hint =
      actual < expected
      ? " Nothing else invalidated it: its body did not read what changed (E05, C01), or its "
        + "inputs compared equal (E02)."
      : ""
    core.fail(
      "Expected \(name)'s body to have run \(expected) time(s), but it ran \(actual)\(why).\(hint)",
      at: sourceLocation)
  }

  /// Expects `action` not to re-run the body of views of type `V` (E02, E06).
  public func expectNoReRender<V: View>(
    of type: V.Type, during action: () throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let before = bodyCount(of: type)
    let wasThere = !core.nodes(of: type).isEmpty
    let mark = core.updateMark
    try action()
    let after = bodyCount(of: type)
    if !wasThere && core.nodes(of: type).isEmpty {
      // Nothing to re-render: a passing check would say nothing (a wrong type, a view not shown).
      return core.fail(
        "expectNoReRender(of: \(_typeName(type, qualified: false)).self) found no such view in "
          + "the tree, before or after the action, so it checks nothing; views in the tree: "
          + "\(core.viewNames()).", at: sourceLocation)
    }
    guard after != before else { return }
    let name = core.nodes(of: type).first?.path ?? _typeName(type, qualified: false)
    core.fail(
      "Expected no re-render of \(name), but its body ran \(after - before) more time(s): "
        + core.summarize(core.renderCauses(of: type, after: mark)) + ".", at: sourceLocation)
  }

  /// Expects the view of type `V` to have seen `expected` at `keyPath` in its last body.
  public func expectObserved<V: View, Value: Equatable>(
    _ keyPath: KeyPath<EnvironmentValues, Value>, in type: V.Type, equals expected: Value,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    guard
      let actual = core.observed(
        keyPath, in: type,
        query: "expectObserved(\(EnvironmentValues.name(of: keyPath)), in: \(type).self)",
        at: sourceLocation)
    else { return }
    guard actual != expected else { return }
    core.fail(
      "Expected \(_typeName(type, qualified: false)) to have read \(core.graph.describe(expected)) "
        + "at \(EnvironmentValues.name(of: keyPath)) in its last body, but it read "
        + "\(core.graph.describe(actual)). Likely cause: a nearer .environment(_:_:) for that key "
        + "overrides it (D01), or the view did not re-render because the value compared equal "
        + "(D03).", at: sourceLocation)
  }

  /// The value the view of type `V` read at `keyPath` in its last body.
  public func observed<V: View, Value>(
    _ keyPath: KeyPath<EnvironmentValues, Value>, in type: V.Type,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Value? {
    core.flush(at: sourceLocation)
    return core.observed(
      keyPath, in: type,
      query: "observed(\(EnvironmentValues.name(of: keyPath)), in: \(type).self)",
      at: sourceLocation)
  }

  /// Expects `action` (a change of the value at `keyPath`) to re-render exactly the views that
  /// read `keyPath` (D03).
  public func expectOnlyReaders<Value>(
    of keyPath: KeyPath<EnvironmentValues, Value>, reRenderDuring action: () throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let before = core.bodyCountsByType
    let mark = core.updateMark
    try action()
    let after = core.bodyCountsByType
    let below = core.typesBelowWriters(of: keyPath)
    let readers = Set(
      core.graph.allNodes().filter { $0.environmentReads.values[keyPath] != nil }.map(\.typeID)
    ).intersection(below)
    let reRendered = core.reRenderedTypes(from: before, to: after).intersection(below)
    if readers.isEmpty && reRendered.isEmpty {
      return core.fail(
        "expectOnlyReaders(of: \(EnvironmentValues.name(of: keyPath))) found no view that reads "
          + "it, so it checks nothing: no body read the key (a view reading another key, or one "
          + "not shown); views in the tree: \(core.viewNames()).", at: sourceLocation)
    }
    guard readers != reRendered else { return }
    let extra = reRendered.subtracting(readers).map { id in
      let causes = core.graph.renderEntries.filter { $0.typeID == id && $0.update > mark }
      return
        "\(core.typeName(id)) (\(core.summarize(causes.flatMap { $0.causes.map(\.description) })))"
    }.sorted()
    let missing = readers.subtracting(reRendered).map(core.typeName).sorted()
    var parts: [String] = []
    if !extra.isEmpty {
      parts.append("\(extra.joined(separator: ", ")) re-rendered without reading it")
    }
    if !missing.isEmpty {
      parts.append(
        "\(missing.joined(separator: ", ")) read it but did not re-render (the value compared "
          + "equal, D03)")
    }
    core.fail(
      "Expected exactly the readers of \(EnvironmentValues.name(of: keyPath)) to re-render, but "
        + parts.joined(separator: "; ") + ".", at: sourceLocation)
  }
}

extension ParentHarness {
  /// Expects a runtime warning with this text (exactly, or as its beginning), and marks it as
  /// expected for the `.viewProbe` trait.
  public func expectWarning(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
    guard !text.isEmpty else {
      // Every warning begins with an empty text: the check would pass and silence them all.
      return core.reportMisuse(
        "expectWarning(\"\(text)\") matches every warning, so it checks nothing (and would mark "
          + "them all expected): give the warning's text or its beginning.", at: sourceLocation)
    }
    let warnings = core.graph.tracker.warnings
    let matches = warnings.indices.filter {
      warnings[$0].message == text || warnings[$0].message.hasPrefix(text)
    }
    guard matches.isEmpty else {
      core.acknowledge(matches)
      return
    }
    let list = warnings.map { "\"\($0)\"" }.joined(separator: ", ")
    core.fail(
      "Expected the runtime warning \"\(text)\", but "
        + (warnings.isEmpty ? "no warning was logged." : "the warnings were: \(list)."),
      at: sourceLocation)
  }

  /// Expects no runtime warnings so far.
  public func expectNoWarnings(sourceLocation: SourceLocation = #_sourceLocation) {
    let warnings = runtimeWarnings
    core.acknowledge(warnings.indices)
    guard !warnings.isEmpty else { return }
    core.fail(
      "Expected no runtime warnings, but \(warnings.count) were logged: "
        + warnings.map { "\"\($0)\"" }.joined(separator: ", "), at: sourceLocation)
  }
}
