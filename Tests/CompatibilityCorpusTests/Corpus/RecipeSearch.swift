import Foundation

// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct Recipe: Identifiable, Hashable {
  let id: Int
  var title: String
  var minutes: Int
}

/// A search screen's view model of the Combine era: the query is looked up once typing pauses,
/// the portion summary follows two inputs, and a cooking timer counts down.
@MainActor
final class RecipeSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [Recipe] = []
  @Published var servings = 2
  @Published var metric = true
  @Published private(set) var summary = ""
  @Published private(set) var secondsLeft = 0
  @Published private(set) var lookups = 0
  private var subscriptions = Set<AnyCancellable>()
  private var countdown: AnyCancellable?
  private let catalog = [
    Recipe(id: 1, title: "Pancakes", minutes: 20), Recipe(id: 2, title: "Pasta", minutes: 15),
    Recipe(id: 3, title: "Soup", minutes: 40),
  ]

  init() {
    $query
      .dropFirst()
      .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .sink { [weak self] text in self?.lookUp(text) }
      .store(in: &subscriptions)
    Publishers.CombineLatest($servings, $metric)
      .map { servings, metric in "\(servings) × \(metric ? "200 g" : "7 oz")" }
      .receive(on: RunLoop.main)
      .assign(to: &$summary)
  }

  private func lookUp(_ text: String) {
    lookups += 1
    results =
      text.isEmpty ? [] : catalog.filter { $0.title.lowercased().hasPrefix(text.lowercased()) }
  }

  func startTimer(minutes: Int) {
    secondsLeft = minutes * 60
    countdown = Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .sink { [weak self] _ in
        guard let self else { return }
        if secondsLeft > 0 { secondsLeft -= 1 }
      }
  }

  func rename(_ recipe: Recipe, to title: String) {
    if let index = results.firstIndex(of: recipe) { results[index].title = title }
  }
}

struct RecipeSearchScreen: View {
  @StateObject private var model = RecipeSearchModel()

  var body: some View {
    NavigationStack {
      List {
        Section {
          Stepper("Servings: \(model.servings)", value: $model.servings, in: 1...8)
          Toggle("Metric", isOn: $model.metric)
          Text(model.summary)
        }
        Section("Results") {
          ForEach(model.results) { recipe in
            NavigationLink(recipe.title) {
              RecipeDetail(recipe: recipe, model: model)
            }
          }
        }
      }
      .searchable(text: $model.query, prompt: "Recipes")
      .navigationTitle("Recipes")
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @ObservedObject var model: RecipeSearchModel
  @State private var notes = ""

  var body: some View {
    Form {
      Text(recipe.title).font(.title)
      TextField("Notes", text: $notes)
      Text("\(model.secondsLeft) s left")
      Button("Start \(recipe.minutes) min timer") { model.startTimer(minutes: recipe.minutes) }
      Button("Rename") { model.rename(recipe, to: recipe.title + " (family)") }
    }
    .navigationTitle(recipe.title)
  }
}
