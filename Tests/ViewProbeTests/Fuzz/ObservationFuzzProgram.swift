/// Where an observation fuzz leaf finds its model: one of the store's models, or the nearest
/// model in the environment.
enum ObsSource: Equatable, Sendable, CustomStringConvertible {
  case model(Int)
  case environment
  /// The item of the nearest enclosing `each` row, shown as "id/n" whatever the property
  /// ("none" outside a row).
  case rowItem

  var description: String {
    switch self {
    case .model(let index): return "models[\(index)]"
    case .environment: return "env"
    case .rowItem: return "item"
    }
  }
}

/// What a leaf reads of its model.
enum ObsProperty: Equatable, Sendable, CustomStringConvertible {
  case a, b, total, innerValue, count
  /// `items[index].n`, or "-" when there is no such item.
  case item(Int)

  var description: String {
    switch self {
    case .a: return "a"
    case .b: return "b"
    case .total: return "total"
    case .innerValue: return "inner.v"
    case .count: return "items.count"
    case .item(let index): return "items[\(index)].n"
    }
  }
}

/// One read: a source and a property.
struct ObsAccess: Equatable, Sendable, CustomStringConvertible {
  let source: ObsSource
  let property: ObsProperty
  var description: String { "\(source).\(property)" }
}

/// The containers whose content closure runs after the body that made it (lazily).
enum ObsLazyKind: Int, CaseIterable, Sendable, CustomStringConvertible {
  case geometry, overlay, background, card, scrollReader, timeline, fits, buttonLabel, forEach
  case sectionHeader

  var description: String { "\(self.rawValue)" }
}

/// A random program of views that read observable models, for the observation fuzz test.
indirect enum ObsProgram: Equatable, Sendable, CustomStringConvertible {
  /// `Text("L<n>: value")` read in the view's body.
  case show(Int, ObsAccess)
  /// The same through a child holding the model as `@Bindable`.
  case bindable(Int, ObsAccess)
  /// The text read inside a closure handed to a container (`GeometryReader { _ in Text(…) }`).
  case lazy(Int, ObsLazyKind, ObsAccess)
  /// `ForEach(model.items) { item in Text("R<n>-\(item.id): \(item.n)") }`.
  case rows(Int, ObsSource)
  /// `ForEach(model.items) { item in a }`, each row's views given its item (`rowItem` reads it).
  case each(ObsSource, ObsProgram)
  case pair(ObsProgram, ObsProgram)
  /// `if value is even { a }`, read in the container's body.
  case when(ObsAccess, ObsProgram)
  /// `a.environment(models[m])`.
  case inject(Int, ObsProgram)
  /// A view owning a model in `@State`, with a "bump owned<n>" button, that injects it for `a`.
  case owned(Int, ObsProgram)
  /// `a` inside an `Equatable` view that always compares equal to its next value.
  case frozen(ObsProgram)
  /// `a` as the content of a custom container (iOS 18) that shows its subviews as they are, in
  /// the form `form` picks: `ForEach(subviews:)`, `Group(subviews:)`, `ForEach(sections:)`.
  case contained(Int, ObsProgram)

  var description: String {
    switch self {
    case .show(let n, let access): return "L\(n)=\(access)"
    case .bindable(let n, let access): return "@Bindable L\(n)=\(access)"
    case .lazy(let n, let kind, let access): return "lazy\(kind) L\(n)=\(access)"
    case .rows(let n, let source): return "rows R\(n) of \(source)"
    case .pair(let a, let b): return "pair(\(a), \(b))"
    case .when(let access, let a): return "if even(\(access)) { \(a) }"
    case .inject(let m, let a): return "\(a).environment(models[\(m)])"
    case .owned(let n, let a): return "owned\(n) { \(a) }"
    case .frozen(let a): return "frozen(\(a))"
    case .contained(let form, let a): return "contained\(form)(\(a))"
    case .each(let source, let a): return "ForEach(\(source).items) { \(a) }"
    }
  }

  /// Simpler programs that may still fail the same way, for shrinking.
  var simplifications: [ObsProgram] {
    switch self {
    case .show, .rows: return []
    case .bindable(let n, let access), .lazy(let n, _, let access): return [.show(n, access)]
    case .pair(let a, let b):
      return [a, b] + a.simplifications.map { .pair($0, b) }
        + b.simplifications.map { .pair(a, $0) }
    case .when(let access, let a): return [a] + a.simplifications.map { .when(access, $0) }
    case .inject(let m, let a): return [a] + a.simplifications.map { .inject(m, $0) }
    case .owned(let n, let a): return [a] + a.simplifications.map { .owned(n, $0) }
    case .frozen(let a): return [a] + a.simplifications.map { .frozen($0) }
    case .contained(let form, let a): return [a] + a.simplifications.map { .contained(form, $0) }
    case .each(let source, let a): return [a] + a.simplifications.map { .each(source, $0) }
    }
  }

  /// A random program at most `depth` levels deep; labels are unique.
  static func random(
    depth: Int, inRow: Bool = false, using random: inout FuzzRandom, labels: inout Int
  ) -> ObsProgram {
    func label() -> Int {
      labels += 1
      return labels
    }
    func source() -> ObsSource {
      if inRow && random.below(2) == 0 { return .rowItem }
      return random.below(3) == 0 ? .environment : .model(random.below(ObsValues.modelCount))
    }
    func access() -> ObsAccess {
      let source = source()
      let properties: [ObsProperty] = [.a, .b, .total, .innerValue, .count, .item(random.below(3))]
      return ObsAccess(source: source, property: properties[random.below(properties.count)])
    }
    if depth == 0 || random.below(4) == 0 {
      switch random.below(6) {
      case 0: return .bindable(label(), access())
      case 1, 2:
        let kinds = ObsLazyKind.allCases
        return .lazy(label(), kinds[random.below(kinds.count)], access())
      case 3:
        return .rows(
          label(),
          random.below(3) == 0 ? .environment : .model(random.below(ObsValues.modelCount)))
      default: return .show(label(), access())
      }
    }
    func sub() -> ObsProgram {
      ObsProgram.random(depth: depth - 1, using: &random, labels: &labels)
    }
    switch random.below(9) {
    case 0, 1, 2: return .pair(sub(), sub())
    case 3: return .when(access(), sub())
    case 4: return .inject(random.below(ObsValues.modelCount), sub())
    case 5: return .owned(label(), sub())
    case 6: return .frozen(sub())
    case 7: return .contained(random.below(3), sub())
    default: return .pair(sub(), sub())
    }
  }
}

/// A model's values, as plain values, for the reference.
struct ObsModelValues: Equatable, CustomStringConvertible {
  var a = 0
  var b = 0
  var innerValue = 0
  var items: [(id: Int, n: Int)] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.innerValue == rhs.innerValue
      && lhs.items.map(\.id) == rhs.items.map(\.id) && lhs.items.map(\.n) == rhs.items.map(\.n)
  }

  var description: String {
    "a \(a) b \(b) inner \(innerValue) items \(items.map { "\($0.id):\($0.n)" })"
  }

  /// What `property` shows. (The oracle's own copy of `ObsFuzzModel.read`: reading the model
  /// through a snapshot would make every view depend on every property, hiding stale reads.)
  func read(_ property: ObsProperty) -> String {
    switch property {
    case .a: return "\(a)"
    case .b: return "\(b)"
    case .total: return "\(a + b)"
    case .innerValue: return "\(innerValue)"
    case .count: return "\(items.count)"
    case .item(let index): return index < items.count ? "\(items[index].n)" : "-"
    }
  }
}

/// The values of the store's models and which one the root injects.
struct ObsValues: Equatable, CustomStringConvertible {
  static let modelCount = 3
  var models = Array(repeating: ObsModelValues(), count: modelCount)
  var rootModel = 0

  var description: String {
    "root models[\(rootModel)]; "
      + models.enumerated().map { "[\($0.offset)] \($0.element)" }.joined(separator: "; ")
  }
}

/// One step of an observation fuzz case.
enum ObsOperation: Equatable, CustomStringConvertible {
  case setA(model: Int, Int)
  case setB(model: Int, Int)
  case setInner(model: Int, Int)
  /// `model.inner = ObsFuzzInner(v:)`: a new inner object.
  case replaceInner(model: Int, Int)
  case append(model: Int, n: Int)
  case remove(model: Int, at: Int)
  case setItem(model: Int, at: Int, n: Int)
  case move(model: Int, from: Int, to: Int)
  /// Taps "bump owned<n>".
  case bumpOwned(Int)
  case root(Int)
  case reRender

  var description: String {
    switch self {
    case .setA(let m, let value): return "models[\(m)].a = \(value)"
    case .setB(let m, let value): return "models[\(m)].b = \(value)"
    case .setInner(let m, let value): return "models[\(m)].inner.v = \(value)"
    case .replaceInner(let m, let value): return "models[\(m)].inner = Inner(v: \(value))"
    case .append(let m, let n): return "models[\(m)].items.append(n: \(n))"
    case .remove(let m, let at): return "models[\(m)].items.remove(at: \(at))"
    case .setItem(let m, let at, let n): return "models[\(m)].items[\(at)].n = \(n)"
    case .move(let m, let from, let to): return "models[\(m)].items.move(\(from) → \(to))"
    case .bumpOwned(let n): return "tap bump owned\(n)"
    case .root(let m): return "root injects models[\(m)]"
    case .reRender: return "reRender()"
    }
  }

  static func random(_ random: inout FuzzRandom, owners: [Int]) -> ObsOperation {
    let m = random.below(ObsValues.modelCount)
    let value = random.below(4)
    switch random.below(22) {
    case 0..<3: return .setA(model: m, value)
    case 3..<5: return .setB(model: m, value)
    case 5..<7: return .setInner(model: m, value)
    case 7: return .replaceInner(model: m, value)
    case 8..<11: return .append(model: m, n: value)
    case 11: return .remove(model: m, at: random.below(3))
    case 12..<14: return .setItem(model: m, at: random.below(3), n: value)
    case 14: return .move(model: m, from: random.below(3), to: random.below(3))
    case 15..<18:
      return owners.isEmpty ? .reRender : .bumpOwned(owners[random.below(owners.count)])
    case 18, 19: return .root(m)
    default: return .reRender
    }
  }
}

extension ObsValues {
  /// Applies a model operation; view operations change nothing here. A new item's id is one more
  /// than the model's largest.
  mutating func apply(_ operation: ObsOperation) {
    switch operation {
    case .setA(let m, let value): models[m].a = value
    case .setB(let m, let value): models[m].b = value
    case .setInner(let m, let value), .replaceInner(let m, let value):
      models[m].innerValue = value
    case .append(let m, let n):
      models[m].items.append((id: (models[m].items.map(\.id).max() ?? 0) + 1, n: n))
    case .remove(let m, let at):
      if at < models[m].items.count { models[m].items.remove(at: at) }
    case .setItem(let m, let at, let n):
      if at < models[m].items.count { models[m].items[at].n = n }
    case .move(let m, let from, let to):
      if from < models[m].items.count {
        let item = models[m].items.remove(at: from)
        models[m].items.insert(item, at: min(to, models[m].items.count))
      }
    case .root(let m): rootModel = m
    case .bumpOwned, .reRender: break
    }
  }
}

/// What the rules say the screen shows: every text reads the current value of what it names,
/// whatever container its read is in. Models owned in `@State` start over when their owner
/// leaves the tree.
struct ObsReference {
  private(set) var texts: [String] = []
  private(set) var presentOwners: [Int] = []
  /// The `a` of each owned model (the only property a test can change).
  var ownedA: [Int: Int] = [:]

  private enum Environment {
    case model(Int)
    case owned(Int)
  }

  private struct Scope {
    var environment: Environment
    var item: (id: Int, n: Int)?
  }

  mutating func render(_ program: ObsProgram, _ values: ObsValues) {
    texts = []
    presentOwners = []
    walk(program, values, scope: Scope(environment: .model(values.rootModel)))
    ownedA = ownedA.filter { presentOwners.contains($0.key) }
  }

  private func modelValues(_ source: ObsSource, _ values: ObsValues, scope: Scope)
    -> ObsModelValues
  {
    switch (source, scope.environment) {
    case (.model(let index), _), (.environment, .model(let index)), (.rowItem, .model(let index)):
      return values.models[index]
    case (.environment, .owned(let n)), (.rowItem, .owned(let n)):
      return ObsModelValues(a: ownedA[n] ?? 0)
    }
  }

  private mutating func walk(_ program: ObsProgram, _ values: ObsValues, scope: Scope) {
    func read(_ access: ObsAccess) -> String {
      guard access.source == .rowItem else {
        return modelValues(access.source, values, scope: scope).read(access.property)
      }
      return scope.item.map { "\($0.id)/\($0.n)" } ?? "none"
    }
    switch program {
    case .show(let n, let access), .bindable(let n, let access), .lazy(let n, _, let access):
      texts.append("L\(n): \(read(access))")
    case .rows(let n, let source):
      texts += modelValues(source, values, scope: scope).items.map { "R\(n)-\($0.id): \($0.n)" }
    case .pair(let a, let b):
      walk(a, values, scope: scope)
      walk(b, values, scope: scope)
    case .when(let access, let a):
      if let number = Int(read(access)), number.isMultiple(of: 2) { walk(a, values, scope: scope) }
    case .inject(let m, let a):
      walk(a, values, scope: Scope(environment: .model(m), item: scope.item))
    case .owned(let n, let a):
      presentOwners.append(n)
      texts.append("bump owned\(n)")
      walk(a, values, scope: Scope(environment: .owned(n), item: scope.item))
    case .frozen(let a): walk(a, values, scope: scope)
    // A container that shows its subviews as they are shows what its content would.
    case .contained(_, let a): walk(a, values, scope: scope)
    case .each(let source, let a):
      for item in modelValues(source, values, scope: scope).items {
        walk(a, values, scope: Scope(environment: scope.environment, item: item))
      }
    }
  }
}
