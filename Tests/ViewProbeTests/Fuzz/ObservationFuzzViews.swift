import Observation
import ViewProbe

@Observable
final class ObsFuzzInner {
  var v: Int
  init(v: Int) { self.v = v }
}

@Observable
final class ObsFuzzItem: Identifiable {
  let id: Int
  var n: Int
  init(id: Int, n: Int) {
    self.id = id
    self.n = n
  }
}

/// The model fuzz leaves read: stored properties, a computed one, a nested object and an array
/// of observable items.
@Observable
final class ObsFuzzModel {
  var a = 0
  var b = 0
  var inner = ObsFuzzInner(v: 0)
  var items: [ObsFuzzItem] = []
  var total: Int { a + b }

  func read(_ property: ObsProperty) -> String {
    switch property {
    case .a: return "\(a)"
    case .b: return "\(b)"
    case .total: return "\(total)"
    case .innerValue: return "\(inner.v)"
    case .count: return "\(items.count)"
    case .item(let index): return index < items.count ? "\(items[index].n)" : "-"
    }
  }
}

/// The models of one fuzz case and which one the root injects.
@Observable
final class ObsFuzzStore {
  let models = (0..<ObsValues.modelCount).map { _ in ObsFuzzModel() }
  var rootModel = 0

  /// Applies a model operation; `values` are the values after it (new items' ids come from
  /// there).
  func apply(_ operation: ObsOperation, values: ObsValues) {
    switch operation {
    case .setA(let m, let value): models[m].a = value
    case .setB(let m, let value): models[m].b = value
    case .setInner(let m, let value): models[m].inner.v = value
    case .replaceInner(let m, let value): models[m].inner = ObsFuzzInner(v: value)
    case .append(let m, let n):
      models[m].items.append(ObsFuzzItem(id: values.models[m].items.last?.id ?? 0, n: n))
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

/// The root: injects the store's chosen model for the whole program.
struct ObsFuzzRoot: View {
  let program: ObsProgram
  let store: ObsFuzzStore
  var body: some View {
    ObsFuzzView(program: program, store: store).environment(store.models[store.rootModel])
  }
}

/// Renders an `ObsProgram`.
struct ObsFuzzView: View {
  let program: ObsProgram
  let store: ObsFuzzStore
  /// The item of the nearest enclosing `each` row.
  var item: ObsFuzzItem?
  @Environment(ObsFuzzModel.self) private var environmentModel

  var body: some View {
    switch program {
    case .show(let n, let access):
      Text("L\(n): \(value(access))")
    case .bindable(let n, let access):
      if access.source == .rowItem {
        ObsFuzzBindableItem(item: item, label: n)
      } else {
        ObsFuzzBindableLeaf(model: model(access.source), label: n, property: access.property)
      }
    case .lazy(let n, let kind, let access):
      lazyContent(kind) { Text("L\(n): \(value(access))") }
    case .rows(let n, let source):
      ForEach(model(source).items) { item in
        Text("R\(n)-\(item.id): \(item.n)")
      }
    case .pair(let a, let b):
      VStack {
        child(a)
        child(b)
      }
    case .when(let access, let a):
      if let number = Int(value(access)), number.isMultiple(of: 2) {
        child(a)
      }
    case .inject(let m, let a):
      child(a).environment(store.models[m])
    case .owned(let n, let a):
      ObsFuzzOwner(label: n, content: child(a))
    case .frozen(let a):
      ObsFuzzFrozen(program: a, store: store, item: item)
    case .contained(let form, let a):
      switch form {
      case 0: ForEach(subviews: child(a)) { subview in subview }
      case 1: Group(subviews: child(a)) { subviews in subviews }
      default: ForEach(sections: child(a)) { section in section.content }
      }
    case .each(let source, let a):
      ForEach(model(source).items) { item in
        ObsFuzzView(program: a, store: store, item: item)
      }
    }
  }

  @ViewBuilder
  private func lazyContent<Content: View>(
    _ kind: ObsLazyKind, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    switch kind {
    case .geometry: GeometryReader { _ in content() }
    case .overlay: Color.clear.overlay { content() }
    case .background: Color.clear.background { content() }
    case .card: ObsFuzzCard(content: content)
    case .scrollReader: ScrollViewReader { _ in content() }
    case .timeline: TimelineView(.everyMinute) { _ in content() }
    case .fits: ViewThatFits { content() }
    case .buttonLabel:
      Button {
      } label: {
        content()
      }
    case .forEach: ForEach(0..<1, id: \.self) { _ in content() }
    case .sectionHeader:
      List {
        Section {
          EmptyView()
        } header: {
          content()
        }
      }
    }
  }

  private func model(_ source: ObsSource) -> ObsFuzzModel {
    switch source {
    case .model(let index): return store.models[index]
    case .environment, .rowItem: return environmentModel
    }
  }

  private func value(_ access: ObsAccess) -> String {
    guard access.source == .rowItem else { return model(access.source).read(access.property) }
    return item.map { "\($0.id)/\($0.n)" } ?? "none"
  }

  private func child(_ program: ObsProgram) -> ObsFuzzView {
    ObsFuzzView(program: program, store: store, item: item)
  }
}

/// A leaf that holds its model as `@Bindable`.
struct ObsFuzzBindableLeaf: View {
  @Bindable var model: ObsFuzzModel
  let label: Int
  let property: ObsProperty
  var body: some View { Text("L\(label): \(model.read(property))") }
}

/// A leaf that holds its row's item as `@Bindable`.
struct ObsFuzzBindableItem: View {
  let item: ObsFuzzItem?
  let label: Int
  var body: some View {
    if let item {
      @Bindable var item = item
      Text("L\(label): \(item.id)/\(item.n)")
    } else {
      Text("L\(label): none")
    }
  }
}

/// A container that keeps its content closure and calls it in its own body.
struct ObsFuzzCard<Content: View>: View {
  let content: () -> Content
  var body: some View { VStack { content() } }
}

/// Owns a model in `@State` and injects it for its content.
struct ObsFuzzOwner: View {
  let label: Int
  let content: ObsFuzzView
  @State private var owned = ObsFuzzModel()
  var body: some View {
    VStack {
      Button("bump owned\(label)") { owned.a += 1 }
      content.environment(owned)
    }
  }
}

/// Compares equal to any other value of the same program and item, so a parent's update never
/// runs its body (E02): what it shows must come from its own and its children's reads.
struct ObsFuzzFrozen: View, Equatable {
  let program: ObsProgram
  let store: ObsFuzzStore
  let item: ObsFuzzItem?
  /// The item's identity, for `==` (a new item may come with an old id).
  let itemIdentity: ObjectIdentifier?

  init(program: ObsProgram, store: ObsFuzzStore, item: ObsFuzzItem?) {
    self.program = program
    self.store = store
    self.item = item
    itemIdentity = item.map(ObjectIdentifier.init)
  }

  var body: some View { ObsFuzzView(program: program, store: store, item: item) }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.program == rhs.program && lhs.itemIdentity == rhs.itemIdentity
  }
}
