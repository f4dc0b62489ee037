struct OldClub {}
