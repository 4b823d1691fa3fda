package org.pairlab.augment.erg;

import java.util.Locale;

/**
 * The kind of thing a caption is about, as far as the {@link PhraseBank} cares: each class has its own clauses per
 * style, written to sit well on such a thing (a plate "waiting patiently for someone to pick up a fork", a train "like a
 * commuter running late for work"). {@link #GENTLE} holds the humorous clauses for solemn scenes (war gear).
 */
public enum BankClass {
    /** Food, meals, plates and drinks. */
    FOOD,
    /** Trains, buses, cars, planes, boats, bikes. */
    VEHICLE,
    /** Streets, signs, buildings, towers, hydrants, benches. */
    STREET,
    /** Rooms, furniture and fixtures: kitchens, bathrooms, beds, tables. */
    ROOM,
    /** Screens and devices: laptops, computers, televisions, phones. */
    ELECTRONICS,
    /** Sports gear: surfboards, skis, kites, rackets, balls. */
    SPORTS,
    /** Animals, when no retrieved phrase fitted them. */
    ANIMAL,
    /** Anything else, and people when no retrieved phrase fitted them. */
    GENERAL,
    /** Solemn scenes (war gear): a mild, respectful kind of humour. */
    GENTLE,
    /** Scenes with children, in styles whose other clauses a child cannot take (a family's love, not romance). */
    CHILD;

    /** The class's name in the bank file and in recipes ("food"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The class named {@code id} in the bank file. */
    public static BankClass of(String id) {
        return valueOf(id.strip().toUpperCase(Locale.ROOT));
    }
}
