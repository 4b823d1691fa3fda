package org.pairlab.augment.erg;

import java.util.Locale;

/**
 * What the person or animal of a caption is doing, as far as the {@link PhraseBank} cares: a clause about a nap fits a
 * dog asleep, not a batter swinging. Read from the caption's verbs after its subject ({@link BankTopics#actionOf}).
 */
public enum BankAction {
    /** Sitting, lying, sleeping, relaxing. */
    REST,
    /** Standing, posing, waiting. */
    STAND,
    /**
     * Wearing or dressed in something, with no other action: the outfit is what the caption shows ("A man wears a dark
     * suit"), so a clause about waiting for a bus is a non sequitur (round 16 read).
     */
    WEAR,
    /** Walking, running, riding, skiing, surfing, skating, flying. */
    MOVE,
    /** Playing a game or a sport: swinging, hitting, throwing, catching, serving. */
    SPORT,
    /** Eating, drinking, grazing. */
    EAT,
    /** Holding, carrying, looking at or using something. */
    HOLD,
    /** Working, cooking, cutting, preparing. */
    WORK,
    /** No verb the bank knows. */
    NONE;

    /** The action's name in bank keys ("rest" in {@code person.rest}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
