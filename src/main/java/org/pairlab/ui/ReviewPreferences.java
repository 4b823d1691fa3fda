package org.pairlab.ui;

import java.util.prefs.Preferences;

/** The reviewer's own settings, kept in the user's preferences (not in the project): auto-advance. */
final class ReviewPreferences {
    static final String AUTO_ADVANCE = "review.autoAdvance";
    private final Preferences node;

    ReviewPreferences(Preferences node) {
        this.node = node;
    }

    /** Whether a decision moves on to the next undecided item; on unless the user turned it off. */
    boolean autoAdvance() {
        return node.getBoolean(AUTO_ADVANCE, true);
    }

    void setAutoAdvance(boolean on) {
        node.putBoolean(AUTO_ADVANCE, on);
    }
}
