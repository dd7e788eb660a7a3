// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A book on the reading list.
struct ReadingItem: Identifiable, Hashable {
  let id: Int
  var title: String
  var finished = false
}

/// The reading list: iOS 18 tabs, swipe actions, a selectable list, search placeholders and a
/// keyframe celebration when a book is finished.
struct ReadingTracker: View {
  @State private var items = [
    ReadingItem(id: 1, title: "Dune"), ReadingItem(id: 2, title: "Emma"),
  ]
  @State private var selectedTab = "list"
  @State private var selection: Int?
  @State private var query = ""
  @State private var celebrations = 0
  @State private var scrolledID: Int?

  private var matches: [ReadingItem] {
    query.isEmpty ? items : items.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    TabView(selection: $selectedTab) {
      Tab("Reading", systemImage: "book", value: "list") {
        NavigationStack {
          List(matches, id: \.id, selection: $selection) { item in
            HStack {
              Text(item.title)
              Spacer()
              Toggle("Finished \(item.title)", isOn: binding(for: item))
                .labelsHidden()
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button("Remove \(item.title)", role: .destructive) {
                items.removeAll { $0.id == item.id }
              }
            }
          }
          .listRowSpacing(6)
          .headerProminence(.increased)
          .scrollPosition(id: $scrolledID)
          .overlay {
            if matches.isEmpty {
              ContentUnavailableView.search(text: query)
            }
          }
          .searchable(text: $query)
          .navigationTitle("Reading")
        }
      }
      Tab("Stats", systemImage: "chart.bar", value: "stats") {
        VStack {
          Text("\(items.filter(\.finished).count) finished")
            .keyframeAnimator(initialValue: 1.0, trigger: celebrations) { content, scale in
              content.scaleEffect(scale)
            } keyframes: { _ in
              SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
              LinearKeyframe(1.0, duration: 0.2)
            }
          Image(systemName: "sparkles")
            .phaseAnimator([0.5, 1.0], trigger: celebrations) { content, opacity in
              content.opacity(opacity)
            }
            .geometryGroup()
        }
        .background(.bar)
        .onKeyPress(.space) {
          celebrations += 1
          return .handled
        }
      }
      .badge(items.filter { !$0.finished }.count)
    }
  }

  private func binding(for item: ReadingItem) -> Binding<Bool> {
    Binding(
      get: { items.first { $0.id == item.id }?.finished ?? false },
      set: { newValue in
        if let index = items.firstIndex(where: { $0.id == item.id }) {
          items[index].finished = newValue
          if newValue { celebrations += 1 }
        }
      })
  }
}
