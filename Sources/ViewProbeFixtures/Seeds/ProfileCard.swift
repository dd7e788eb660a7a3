import ViewProbe

/// A person's profile with a derived full name (seed 003).
@Observable
public final class PersonProfile {
  /// Given name.
  public var firstName = ""
  /// Family name.
  public var lastName = ""
  /// Age in years.
  public var age = 0

  /// An empty profile.
  public init() {}

  /// First and last name; derived, so readers of it track both.
  public var fullName: String {
    "\(firstName) \(lastName)".trimmingCharacters(in: .whitespaces)
  }
}

/// Shows a profile that a `.task` fills in after the card appears.
public struct ProfileCard: View {
  @State private var profile = PersonProfile()

  /// A card that loads its own profile.
  public init() {}

  /// The full name and age.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(profile.fullName).font(.title2)
      Text("Age \(profile.age)")
    }
    .padding()
    .task {
      await Task.yield()
      profile.firstName = "Mina"
      profile.lastName = "Park"
      profile.age = 31
    }
  }
}
